package io.edgetable.hosting;

import io.edgetable.Edge;
import io.edgetable.SourceId;
import io.edgetable.TargetId;
import java.time.Instant;

/** A developer following another, counted at both ends. */
@Edge(source = Developer.class, target = Developer.class, label = "FOLLOWS", inverse = "GSI1",
      sourceCounter = "following", targetCounter = "followers")
public record Follows(@SourceId DevId follower, @TargetId DevId followee, Instant since) {}
