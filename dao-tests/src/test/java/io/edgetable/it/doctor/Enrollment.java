package io.edgetable.it.doctor;

import io.edgetable.Edge;
import io.edgetable.SourceId;
import io.edgetable.TargetId;

/** A student in a course, counted on both ends, found from the course through GSI1. */
@Edge(
    source = Student.class,
    target = Course.class,
    label = "ENROLL",
    inverse = "GSI1",
    sourceCounter = "courseCount",
    targetCounter = "studentCount")
public record Enrollment(@SourceId String studentId, @TargetId String courseId, String grade) {}
