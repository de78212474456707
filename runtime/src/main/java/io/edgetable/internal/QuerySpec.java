package io.edgetable.internal;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Everything a generated DAO knows about one query: where ({@code index} empty = base table),
 * which partition ({@code partitionValues}: one value, or one per shard of a sharded index, in
 * shard order), which sort-key prefix ({@code begins_with}; empty = the whole partition), the
 * attributes of the items' key on that index (for cursors and the shard merge: e.g.
 * {@code [GSI1PK, GSI1SK, PK, SK]}), and how to decode an item.
 */
public record QuerySpec<T>(
    DynamoDbClient client,
    String tableName,
    Optional<String> index,
    String partitionAttribute,
    List<String> partitionValues,
    String sortAttribute,
    Optional<String> sortPrefix,
    List<String> keyAttributes,
    Function<Map<String, AttributeValue>, T> decoder) {

  public QuerySpec {
    partitionValues = List.copyOf(partitionValues);
    keyAttributes = List.copyOf(keyAttributes);
  }

  /** A base-table query on {@code PK = partitionValue}, optionally {@code begins_with(SK, p)}. */
  public static <T> QuerySpec<T> base(
      DynamoDbClient client,
      String tableName,
      String partitionValue,
      Optional<String> sortPrefix,
      Function<Map<String, AttributeValue>, T> decoder) {
    return new QuerySpec<>(
        client, tableName, Optional.empty(), "PK", List.of(partitionValue), "SK", sortPrefix,
        List.of("PK", "SK"), decoder);
  }

  /** A query on index {@code index} ({@code indexPK}/{@code indexSK}) over one or more shards. */
  public static <T> QuerySpec<T> index(
      DynamoDbClient client,
      String tableName,
      String index,
      List<String> partitionValues,
      String sortPrefix,
      Function<Map<String, AttributeValue>, T> decoder) {
    return new QuerySpec<>(
        client, tableName, Optional.of(index), index + "PK", partitionValues, index + "SK",
        Optional.of(sortPrefix), List.of(index + "PK", index + "SK", "PK", "SK"), decoder);
  }
}
