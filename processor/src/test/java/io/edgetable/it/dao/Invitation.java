package io.edgetable.it.dao;

import io.edgetable.Edge;
import io.edgetable.SourceId;
import io.edgetable.TargetId;
import io.edgetable.Ttl;
import java.time.Instant;

/** An edge that expires. */
@Edge(source = Team.class, target = Player.class, label = "INVITE")
public record Invitation(
    @SourceId String teamId, @TargetId String playerId, String message, @Ttl Instant expiresAt) {}
