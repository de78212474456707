package io.edgetable.it.dao;

import io.edgetable.Edge;
import io.edgetable.Projection;
import io.edgetable.SourceId;
import io.edgetable.TargetId;
import io.edgetable.Ttl;
import java.time.Instant;

/**
 * An edge that expires, with an inverse index that projects only {@code message}: its time to live
 * is added to the projection, so inverse queries can filter expired edges out.
 */
@Edge(
    source = Team.class,
    target = Player.class,
    label = "INVITE",
    inverse = "GSI9",
    inverseProjection = Projection.INCLUDE,
    include = {"message"})
public record Invitation(
    @SourceId String teamId, @TargetId String playerId, String message, @Ttl Instant expiresAt) {}
