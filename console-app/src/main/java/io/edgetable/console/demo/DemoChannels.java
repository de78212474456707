package io.edgetable.console.demo;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * The channels of the console's demo data, written with their generated DAOs: a popular channel
 * with {@code subscribers} subscriber channels, each subscription a transaction that moves one
 * of the popular channel's counter items.
 */
public final class DemoChannels {
  public static final String POPULAR = "popular";

  private DemoChannels() {}

  public static void write(DynamoDbClient client, String table, int subscribers) {
    List<Channel> channels = new ArrayList<>();
    channels.add(new Channel(POPULAR, 0));
    for (int i = 1; i <= subscribers; i++) {
      channels.add(new Channel(String.format("viewer%03d", i), 0));
    }
    new ChannelDao(client, table).putAll(channels);
    ChannelSubscriptionDao subscriptions = new ChannelSubscriptionDao(client, table);
    Instant at = Instant.parse("2026-10-02T09:00:00Z");
    for (Channel channel : channels.subList(1, channels.size())) {
      subscriptions.put(new ChannelSubscription(channel.name(), POPULAR, at,
          channel.name().endsWith("1") ? Role.MODERATOR : Role.MEMBER,
          channel.name().endsWith("0")));
    }
  }
}
