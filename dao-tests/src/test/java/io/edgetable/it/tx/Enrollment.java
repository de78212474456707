package io.edgetable.it.tx;

import io.edgetable.Edge;
import io.edgetable.SourceId;
import io.edgetable.TargetId;

@Edge(
    source = Student.class,
    target = Course.class,
    label = "ENROLL",
    inverse = "GSI1",
    sourceCounter = "courseCount",
    targetCounter = "studentCount")
public record Enrollment(@SourceId String studentId, @TargetId String courseId, String grade) {}
