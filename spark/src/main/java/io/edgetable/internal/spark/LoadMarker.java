package io.edgetable.internal.spark;

import io.edgetable.internal.codec.KeyCodec;
import io.edgetable.internal.doctor.ToolItems;
import java.io.Serializable;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;

/**
 * A load's progress, kept in the table it loads, in one partition of its own: {@code PK =
 * ~edgetable#load#<load id>} (a {@link ToolItems} key: no model item has it, the doctor skips
 * it). Its items, by sort key:
 *
 * <ul>
 *   <li>{@code LOAD}: the edge kind, the input's size and fingerprint, its partition count, the
 *       stage ({@code STARTED}, {@code WRITTEN}, {@code DONE}) and, when done, the result;
 *   <li>{@code PART#<p>}: partition {@code p}'s stage ({@code CHECKED}: its present edges are
 *       recorded; {@code WRITTEN}: its other edges are written), its edges and present ones,
 *       and how many of its edges (in its order) are written ({@code next});
 *   <li>{@code PRESENT#<p>#<key hash>}: an edge of partition {@code p} the table held before
 *       the load: neither written nor counted;
 *   <li>{@code COUNTED#<p>#<chunk>}: written in the same transaction as the counter additions
 *       of that chunk, so a chunk is added once, whatever fails or is sent again.
 * </ul>
 */
public final class LoadMarker implements Serializable {
  private static final long serialVersionUID = 1L;

  public static final String LOAD = "LOAD";

  private final String table;
  private final String partitionKey;

  public LoadMarker(String table, String loadId) {
    this.table = table;
    this.partitionKey = ToolItems.PREFIX + "load#" + KeyCodec.escape(loadId);
  }

  /** The partition key of the load's items. */
  public String partitionKey() {
    return partitionKey;
  }

  /** The key of the item {@code sk} of the load. */
  public Map<String, AttributeValue> key(String sk) {
    return Map.of("PK", AttributeValue.fromS(partitionKey), "SK", AttributeValue.fromS(sk));
  }

  /** Item {@code sk} with {@code attributes}. */
  public Map<String, AttributeValue> item(String sk, Map<String, AttributeValue> attributes) {
    Map<String, AttributeValue> item = new HashMap<>(attributes);
    item.putAll(key(sk));
    return item;
  }

  static String part(int partition) {
    return "PART#" + partition;
  }

  static String present(int partition, String hash) {
    return "PRESENT#" + partition + "#" + hash;
  }

  static String counted(int partition, int chunk) {
    return "COUNTED#" + partition + "#" + chunk;
  }

  /** Item {@code sk}, strongly consistent, if the table holds it. */
  public Optional<Map<String, AttributeValue>> read(DynamoDbClient client, String sk) {
    Map<String, AttributeValue> item =
        client.getItem(b -> b.tableName(table).key(key(sk)).consistentRead(true)).item();
    return item == null || item.isEmpty() ? Optional.empty() : Optional.of(item);
  }

  /** The key hashes of the present edges: of partition {@code partition}, or all with -1. */
  public Set<String> presentHashes(DynamoDbClient client, int partition) {
    String prefix = partition < 0 ? "PRESENT#" : "PRESENT#" + partition + "#";
    Set<String> hashes = new HashSet<>();
    for (Map<String, AttributeValue> item : query(client, prefix)) {
      String sk = item.get("SK").s();
      hashes.add(sk.substring(sk.lastIndexOf('#') + 1));
    }
    return hashes;
  }

  /** The keys of the load's items whose sort key starts with {@code prefix}. */
  public List<Map<String, AttributeValue>> query(DynamoDbClient client, String prefix) {
    List<Map<String, AttributeValue>> items = new ArrayList<>();
    Map<String, AttributeValue> start = null;
    do {
      Map<String, AttributeValue> from = start;
      QueryResponse page = client.query(b -> b.tableName(table).consistentRead(true)
          .keyConditionExpression("PK = :pk AND begins_with(SK, :prefix)")
          .expressionAttributeValues(Map.of(":pk", AttributeValue.fromS(partitionKey),
              ":prefix", AttributeValue.fromS(prefix)))
          .projectionExpression("PK, SK")
          .exclusiveStartKey(from));
      items.addAll(page.items());
      start = page.hasLastEvaluatedKey() && !page.lastEvaluatedKey().isEmpty()
          ? page.lastEvaluatedKey() : null;
    } while (start != null);
    return items;
  }

  static AttributeValue n(long value) {
    return AttributeValue.fromN(Long.toString(value));
  }

  static long n(Map<String, AttributeValue> item, String attribute) {
    AttributeValue value = item.get(attribute);
    return value == null || value.n() == null ? 0 : Long.parseLong(value.n());
  }

  static String s(Map<String, AttributeValue> item, String attribute) {
    AttributeValue value = item.get(attribute);
    return value == null ? null : value.s();
  }
}
