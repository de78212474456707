package io.edgetable.internal;

import io.edgetable.internal.query.Queries;
import io.edgetable.internal.query.QuerySpec;

import io.edgetable.query.EdgeQuery;
import java.util.List;
import java.util.stream.IntStream;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * The inverse query of star's followers, sharded: {@code GSI1PK = TARGET#star#<shard>}, {@code
 * GSI1SK = ACTOR#<id>}, as the paging tests and benchmarks write them.
 */
public final class Followers {
  private Followers() {}

  /** The follower ids of star on {@code table}, merged over {@code shards} GSI1 partitions. */
  public static EdgeQuery<String> of(DynamoDbClient client, String table, int shards) {
    List<String> partitions = IntStream.range(0, shards).mapToObj(s -> "TARGET#star#" + s).toList();
    return Queries.of(
        QuerySpec.index(
            client,
            table,
            "GSI1",
            partitions,
            "ACTOR#",
            item -> item.get("PK").s().substring("ACTOR#".length())));
  }
}
