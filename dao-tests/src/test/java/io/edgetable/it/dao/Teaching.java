package io.edgetable.it.dao;

import io.edgetable.Edge;
import io.edgetable.SourceId;
import io.edgetable.TargetId;

/** A second edge type on GSI1 whose inverse partitions ({@code CRS#id}) are Enrollment's. */
@Edge(source = User.class, target = Course.class, label = "TEACH", inverse = "GSI1")
public record Teaching(@SourceId String teacher, @TargetId String courseId, String room) {}
