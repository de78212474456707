package io.edgetable.console.demo;

import io.edgetable.Edge;
import io.edgetable.SourceId;
import io.edgetable.TargetId;
import java.time.Instant;

/**
 * A channel subscribing to another: a follow-like edge whose target counter is sharded, so a
 * channel with many subscribers is not one hot item, and whose inverse index is sharded too.
 * Its inverse partition key is the channel's own key ({@code CHAN#popular}, shard suffixed),
 * so a channel's partition shows its subscriptions beside its subscribers. Its {@code role} (an
 * enum) and {@code alerts} (a boolean) show typed edits: only the constants, only true or false.
 */
@Edge(source = Channel.class, target = Channel.class, label = "SUB", inverse = "GSI1",
      inverseShards = 4,
      targetCounter = "subscribers", targetCounterShards = 128)
public record ChannelSubscription(@SourceId String subscriber, @TargetId String channel,
                                  Instant since, Role role, boolean alerts) {
  /** The counter items of a channel's {@code subscribers}. */
  public static final int COUNTER_SHARDS = 128;
}
