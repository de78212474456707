package io.edgetable.it.dao;

import io.edgetable.Edge;
import io.edgetable.Projection;
import io.edgetable.SourceId;
import io.edgetable.TargetId;

/** An edge whose inverse index holds only the keys. */
@Edge(
    source = User.class,
    target = Course.class,
    label = "MARK",
    inverse = "GSI3",
    inverseProjection = Projection.KEYS_ONLY)
public record Bookmark(@SourceId String handle, @TargetId String courseId, String note) {}
