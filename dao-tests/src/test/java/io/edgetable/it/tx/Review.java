package io.edgetable.it.tx;

import io.edgetable.Edge;
import io.edgetable.SourceId;
import io.edgetable.TargetId;

/** An edge without counters. */
@Edge(source = User.class, target = Course.class, label = "REVIEW")
public record Review(@SourceId String handle, @TargetId String courseId, int stars) {}
