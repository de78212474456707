package io.edgetable.sample;

import io.edgetable.Edge;
import io.edgetable.SourceId;
import io.edgetable.TargetId;
import io.edgetable.Ttl;
import java.time.Instant;

/**
 * A course inviting a student, valid until {@code expiresAt}: {@code @Ttl} stores it as epoch
 * seconds for DynamoDB's time to live, and reads treat an expired invitation as absent. Item
 * {@code PK = CRS#<courseId>}, {@code SK = INVITE#STU#<studentId>}.
 */
@Edge(source = Course.class, target = Student.class, label = "INVITE")
public record Invitation(
    @SourceId String courseId, @TargetId String studentId, String note, @Ttl Instant expiresAt) {}
