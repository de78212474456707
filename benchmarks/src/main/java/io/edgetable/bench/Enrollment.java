package io.edgetable.bench;

import io.edgetable.Edge;
import io.edgetable.SourceId;
import io.edgetable.TargetId;
import java.time.Instant;

/**
 * The item every variant marshals: four key attributes ({@code PK}, {@code SK}, {@code GSI1PK},
 * {@code GSI1SK}) and four data attributes (a string, a number, an {@code Instant} and a nullable
 * string).
 */
@Edge(source = Student.class, target = Course.class, label = "ENROLL", inverse = "GSI1")
public record Enrollment(
    @SourceId String studentId,
    @TargetId String courseId,
    String grade,
    int credits,
    Instant enrolledAt,
    String note) {}
