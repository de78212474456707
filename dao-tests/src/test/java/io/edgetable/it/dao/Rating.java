package io.edgetable.it.dao;

import io.edgetable.Edge;
import io.edgetable.Projection;
import io.edgetable.SourceId;
import io.edgetable.TargetId;
import java.util.List;

/**
 * An edge on Review's {@code INCLUDE} index GSI2 whose compact constructor copies a component the
 * index does not hold, so it cannot be built from an index item.
 */
@Edge(
    source = Student.class,
    target = Course.class,
    label = "RATE",
    inverse = "GSI2",
    inverseProjection = Projection.INCLUDE,
    include = {"stars"})
public record Rating(
    @SourceId String studentId, @TargetId String courseId, int stars, List<String> notes) {
  public Rating {
    notes = List.copyOf(notes);
  }
}
