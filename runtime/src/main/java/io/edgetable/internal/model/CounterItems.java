package io.edgetable.internal.model;

import io.edgetable.internal.codec.KeyCodec;
import io.edgetable.internal.codec.TableKeys;

import io.edgetable.exception.InvalidKeyException;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The layout of counter items, which spread a hot counter: counter item {@code k} of counter {@code
 * followers} of the node {@code PK = USER#bob} has {@code PK = SK = USER#bob#followers#k} and holds
 * the number in the attribute {@code followers}. An edge moves item {@code k =
 * Integer.remainderUnsigned(fnv1a32(utf8(escape(otherId))), N)} ({@link KeyCodec#shard}), the other
 * end's id; a read of the node adds every counter item to the node item's value.
 *
 * <p>Node and edge partition keys hold one {@code #} (prefixes and escaped ids have none), counter
 * items three, so a counter item never shares a key with a node or an edge; it carries no index
 * attributes, so no query of any index returns it.
 */
public final class CounterItems {
  /** The most counter items one counter may have. */
  public static final int MAX_SHARDS = 256;

  private CounterItems() {}

  /**
   * The key of counter item {@code shard} of {@code counter} of the node whose partition key is
   * {@code nodePartition}; {@link InvalidKeyException} if it is over DynamoDB's key limits.
   */
  public static Map<String, AttributeValue> key(String nodePartition, String counter, int shard) {
    String key = nodePartition + "#" + counter + "#" + shard;
    String what = "counter item " + counter + "#" + shard + " of " + nodePartition;
    KeyCodec.partitionKey(TableKeys.PARTITION + " of " + what, key);
    KeyCodec.sortKey(TableKeys.SORT + " of " + what, key);
    Map<String, AttributeValue> map = new LinkedHashMap<>();
    map.put(TableKeys.PARTITION, AttributeValue.fromS(key));
    map.put(TableKeys.SORT, AttributeValue.fromS(key));
    return map;
  }

  /** The counter a counter item holds: {@code USER#bob#followers#3} holds {@code followers}. */
  public static String counterOf(Map<String, AttributeValue> counterItem) {
    String key = TableKeys.partitionValue(counterItem);
    String counter = key.substring(0, key.lastIndexOf('#'));
    return counter.substring(counter.lastIndexOf('#') + 1);
  }

  /** Every counter item key of the node {@code nodeKey}, counter by counter, shard by shard. */
  static List<Map<String, AttributeValue>> keys(
      Map<String, AttributeValue> nodeKey, List<CounterShards> counters) {
    String partition = TableKeys.partitionValue(nodeKey);
    List<Map<String, AttributeValue>> keys = new ArrayList<>();
    for (CounterShards counter : counters) {
      for (int shard = 0; shard < counter.shards(); shard++) {
        keys.add(key(partition, counter.counter(), shard));
      }
    }
    return keys;
  }

  /**
   * The node item with each sharded counter's value replaced by the node item's value plus the
   * counter items found ({@code found} maps keys to items; absent items count 0). A counter absent
   * from the node item and every counter item stays absent.
   */
  public static Map<String, AttributeValue> withCounts(
      Map<String, AttributeValue> nodeItem,
      List<CounterShards> counters,
      Map<Map<String, AttributeValue>, Map<String, AttributeValue>> found) {
    Map<String, AttributeValue> summed = new HashMap<>(nodeItem);
    String partition = TableKeys.partitionValue(nodeItem);
    for (CounterShards counter : counters) {
      String attribute = counter.counter();
      AttributeValue own = nodeItem.get(attribute);
      BigDecimal total = number(own);
      boolean any = own != null && own.n() != null;
      for (int shard = 0; shard < counter.shards(); shard++) {
        Map<String, AttributeValue> item = found.get(key(partition, attribute, shard));
        AttributeValue value = item == null ? null : item.get(attribute);
        if (value != null && value.n() != null) {
          total = total.add(number(value));
          any = true;
        }
      }
      if (any) {
        summed.put(attribute, AttributeValue.fromN(total.toPlainString()));
      }
    }
    return summed;
  }

  private static BigDecimal number(AttributeValue value) {
    return value == null || value.n() == null ? BigDecimal.ZERO : new BigDecimal(value.n());
  }
}
