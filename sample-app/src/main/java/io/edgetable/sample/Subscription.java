package io.edgetable.sample;

import io.edgetable.Edge;
import io.edgetable.Projection;
import io.edgetable.SourceId;
import io.edgetable.TargetId;
import java.time.Instant;

/**
 * {@code subscriber} gets the posts of {@code creator}: {@code PK = SUBSCRIBER#alice}, {@code SK =
 * CREATOR#celeb}. The inverse index spreads a creator's subscribers over 8 partitions and sorts
 * each by {@code subscribedAt} (then {@code GSI3SK}), so "the newest subscribers" merges the 8
 * shards in time order. It holds keys only: {@code inverseHydrated} reads the records behind them.
 */
@Edge(source = User.class, target = User.class, sourcePrefix = "SUBSCRIBER",
      targetPrefix = "CREATOR", inverse = "GSI3", inverseProjection = Projection.KEYS_ONLY,
      inverseShards = 8, inverseSortBy = "subscribedAt")
public record Subscription(@SourceId String subscriber, @TargetId String creator,
                           Instant subscribedAt, String tier) {}
