package io.edgetable.sample;

import io.edgetable.Edge;
import io.edgetable.SourceId;
import io.edgetable.TargetId;
import java.time.LocalDate;

/**
 * A student enrolled in a course. Stored in the student's partition ({@code PK = STU#a91}, {@code
 * SK = ENROLL#CRS#math204}); index {@code GSI1} swaps the keys ({@code GSI1PK = CRS#math204},
 * {@code GSI1SK = ENROLL#STU#a91}) to answer "who is in this course". Every put and delete also
 * moves {@link Student#courseCount()} and {@link Course#studentCount()}, in one transaction.
 */
@Edge(
    source = Student.class,
    target = Course.class,
    label = "ENROLL",
    inverse = "GSI1",
    sourceCounter = "courseCount",
    targetCounter = "studentCount")
public record Enrollment(
    @SourceId String studentId, @TargetId String courseId, String grade, LocalDate enrolledOn) {}
