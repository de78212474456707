package io.edgetable.property;

import io.edgetable.Edge;
import io.edgetable.SourceId;
import io.edgetable.TargetId;
import java.time.Instant;

/** A self edge counted at both ends, on an index it shares with {@link Mentor}. */
@Edge(source = Person.class, target = Person.class, label = "FOLLOW", inverse = "GSI1",
      sourceCounter = "following", targetCounter = "followers")
public record Follow(@SourceId String follower, @TargetId String followee, Instant since) {}
