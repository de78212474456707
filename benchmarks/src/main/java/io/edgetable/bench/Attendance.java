package io.edgetable.bench;

import io.edgetable.Edge;
import io.edgetable.Projection;
import io.edgetable.SourceId;
import io.edgetable.TargetId;

/**
 * The edge of the hydration benchmark: its inverse index holds keys only, so a course's roster with
 * grades is {@code inverseHydrated}, or {@code inverse} then {@code getAll} by hand.
 */
@Edge(source = Student.class, target = Course.class, label = "ATTEND", inverse = "GSI2",
      inverseProjection = Projection.KEYS_ONLY)
public record Attendance(
    @SourceId String studentId, @TargetId String courseId, String grade, int credits) {}
