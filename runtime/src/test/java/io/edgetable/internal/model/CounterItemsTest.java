package io.edgetable.internal.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.edgetable.exception.InvalidKeyException;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The counter item layout ({@code PK = SK = <node PK>#<counter>#k}), and how reads add counter
 * items to the node item's count.
 */
class CounterItemsTest {
  private static Map<String, AttributeValue> node(String pk, Map<String, AttributeValue> more) {
    Map<String, AttributeValue> item = new HashMap<>(more);
    item.put("PK", AttributeValue.fromS(pk));
    item.put("SK", AttributeValue.fromS(pk));
    return item;
  }

  @Test
  void counterItemKShardOfANodeIsItsPartitionKeyTheCounterAndK() {
    Map<String, AttributeValue> key = CounterItems.key("USER#bob", "followers", 3);
    assertEquals(
        Map.of(
            "PK", AttributeValue.fromS("USER#bob#followers#3"),
            "SK", AttributeValue.fromS("USER#bob#followers#3")),
        key);
    assertEquals("followers", CounterItems.counterOf(key));
    List<Map<String, AttributeValue>> keys =
        CounterItems.keys(node("USER#bob", Map.of()), List.of(new CounterShards("followers", 4)));
    assertEquals(4, keys.size());
    assertEquals(CounterItems.key("USER#bob", "followers", 0), keys.get(0));
    assertEquals(CounterItems.key("USER#bob", "followers", 3), keys.get(3));
  }

  @Test
  void aCounterItemKeyOverTheSortKeyLimitIsRefused() {
    String pk = "USER#" + "x".repeat(1010);
    InvalidKeyException e =
        assertThrows(InvalidKeyException.class, () -> CounterItems.key(pk, "followers", 7));
    assertTrue(e.getMessage().contains("SK of counter item followers#7"), e::getMessage);
  }

  @Test
  void theCountIsTheNodeItemsValuePlusEveryCounterItem() {
    List<CounterShards> counters = List.of(new CounterShards("followers", 4));
    Map<String, AttributeValue> bob =
        node("USER#bob", Map.of("followers", AttributeValue.fromN("5")));
    Map<Map<String, AttributeValue>, Map<String, AttributeValue>> found = new HashMap<>();
    found.put(
        CounterItems.key("USER#bob", "followers", 0),
        node("USER#bob#followers#0", Map.of("followers", AttributeValue.fromN("2"))));
    found.put(
        CounterItems.key("USER#bob", "followers", 3),
        node("USER#bob#followers#3", Map.of("followers", AttributeValue.fromN("40"))));
    assertEquals("47", CounterItems.withCounts(bob, counters, found).get("followers").n());
    assertEquals(
        "5", CounterItems.withCounts(bob, counters, Map.of()).get("followers").n(), "none yet");
    Map<String, AttributeValue> absent = node("USER#ann", Map.of());
    assertFalse(
        CounterItems.withCounts(absent, counters, Map.of()).containsKey("followers"),
        "a counter absent everywhere stays absent");
  }

  @Test
  void aShardedCounterHasTwoTo256Items() {
    assertThrows(IllegalArgumentException.class, () -> new CounterShards("followers", 1));
    assertThrows(IllegalArgumentException.class, () -> new CounterShards("followers", 257));
    assertEquals(256, new CounterShards("followers", 256).shards());
  }
}
