package io.edgetable.it.dao;

import io.edgetable.Edge;
import io.edgetable.Projection;
import io.edgetable.SourceId;
import io.edgetable.TargetId;

/** An edge whose inverse index projects only {@code stars}. */
@Edge(
    source = Student.class,
    target = Course.class,
    label = "REVIEW",
    inverse = "GSI2",
    inverseProjection = Projection.INCLUDE,
    include = {"stars"})
public record Review(
    @SourceId String studentId, @TargetId String courseId, int stars, String text) {}
