package io.edgetable.it.dao;

import io.edgetable.Edge;
import io.edgetable.SourceId;
import io.edgetable.TargetId;
import io.edgetable.Version;

/** A counted edge with a version: both kept in one transaction. */
@Edge(source = Team.class, target = Player.class, label = "MEMBER", sourceCounter = "members")
public record Membership(
    @SourceId String teamId, @TargetId String playerId, String role, @Version long version) {}
