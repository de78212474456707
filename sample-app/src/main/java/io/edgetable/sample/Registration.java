package io.edgetable.sample;

import io.edgetable.Edge;
import io.edgetable.Projection;
import io.edgetable.SourceId;
import io.edgetable.TargetId;
import java.time.LocalDate;

/**
 * A student's registration for a course, on an inverse index sorted by the day it was made: {@code
 * GSI2PK = CRS#math204}, sort key {@code enrolledOn} (a date, typed) then {@code GSI2SK =
 * REG#STU#a91}, a multi-attribute key. So "the roster, newest first" and "registered this week"
 * are one Query each, with no padded string key. The index holds keys only; {@code
 * inverseHydrated} reads the whole registrations behind a page in one BatchGetItem.
 */
@Edge(source = Student.class, target = Course.class, label = "REG", inverse = "GSI2",
      inverseProjection = Projection.KEYS_ONLY, inverseSortBy = "enrolledOn")
public record Registration(@SourceId String studentId, @TargetId String courseId,
                           LocalDate enrolledOn, String status) {}
