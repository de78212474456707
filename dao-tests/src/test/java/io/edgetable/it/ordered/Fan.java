package io.edgetable.it.ordered;

import io.edgetable.Edge;
import io.edgetable.Projection;
import io.edgetable.SourceId;
import io.edgetable.TargetId;

/** A member's fans on an INCLUDE index sorted by a number (a primitive, projected as a key). */
@Edge(source = Member.class, target = Member.class, sourcePrefix = "FAN", targetPrefix = "STAR",
      inverse = "GSI3", inverseProjection = Projection.INCLUDE, include = {"note"},
      inverseSortBy = "score")
public record Fan(@SourceId String fan, @TargetId String star, long score, String note,
                  String secret) {}
