package io.edgetable.it.dao;

import io.edgetable.Edge;
import io.edgetable.Projection;
import io.edgetable.SourceId;
import io.edgetable.TargetId;

/** An edge to an {@code int}-keyed node, sharing the KEYS_ONLY index GSI3 with Bookmark. */
@Edge(
    source = User.class,
    target = Room.class,
    label = "BOOK",
    inverse = "GSI3",
    inverseProjection = Projection.KEYS_ONLY)
public record Booking(@SourceId String guest, @TargetId int number, int nights) {}
