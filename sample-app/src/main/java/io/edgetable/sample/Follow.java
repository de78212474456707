package io.edgetable.sample;

import io.edgetable.Edge;
import io.edgetable.SourceId;
import io.edgetable.TargetId;
import java.time.Instant;

/**
 * {@code follower} follows {@code followee}: {@code PK = ACTOR#alice}, {@code SK = TARGET#bob}. The
 * inverse index spreads a popular user's followers over 8 partitions
 * ({@code GSI1PK = TARGET#bob#0} .. {@code #7}, chosen by a hash of the follower), so a celebrity
 * makes no hot partition; the inverse query reads all 8 and merges them.
 */
@Edge(source = User.class, target = User.class, sourcePrefix = "ACTOR", targetPrefix = "TARGET",
      inverse = "GSI1", inverseShards = 8, targetCounter = "followers", sourceCounter = "following")
public record Follow(@SourceId String follower, @TargetId String followee, Instant since) {}
