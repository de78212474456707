package io.edgetable.it.dao;

import io.edgetable.Edge;
import io.edgetable.SourceId;
import io.edgetable.TargetId;
import io.edgetable.Version;

/** An uncounted edge with a boxed version: a null version is 0. */
@Edge(source = Team.class, target = Player.class, label = "TASK")
public record Assignment(
    @SourceId String teamId, @TargetId String playerId, String task, @Version Long version) {}
