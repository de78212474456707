package io.edgetable.doctor;

import java.util.Collections;
import java.util.Map;
import java.util.Optional;
import java.util.SortedMap;
import java.util.TreeMap;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A node's counter is not what its edges make it: {@link #stored()} (the node item's value plus
 * every counter item) differs from {@link #counted()} (its edges), or its counter items are not
 * laid out as the model says (an edge's counter item is chosen by the hash of its other end's id,
 * and a delete moves only a counter item that counts, so each counter item must hold exactly the
 * edges that fall on it; items beyond the model's shard count are left from an older model).
 *
 * @param key the node item's key
 * @param recordName the node kind
 * @param counter the counter attribute
 * @param nodeValue the node item's value as read (empty: the attribute is absent)
 * @param storedShards each counter item's value as read, by shard number
 * @param countedShards the edges on each counter item of the model, by shard (zeros left out);
 *     empty for a counter kept on the node item
 * @param shards the model's counter items (1: the node item holds the count)
 * @param counted the number of edges
 */
public record CounterDrift(
    Map<String, AttributeValue> key,
    String recordName,
    String counter,
    Optional<Long> nodeValue,
    SortedMap<Integer, Long> storedShards,
    SortedMap<Integer, Long> countedShards,
    int shards,
    long counted)
    implements Finding {

  public CounterDrift {
    key = Map.copyOf(key);
    storedShards = Collections.unmodifiableSortedMap(new TreeMap<>(storedShards));
    countedShards = Collections.unmodifiableSortedMap(new TreeMap<>(countedShards));
  }

  /** The counter as reads return it: the node item's value plus every counter item. */
  public long stored() {
    long total = nodeValue.orElse(0L);
    for (long value : storedShards.values()) {
      total += value;
    }
    return total;
  }

  @Override
  public String message() {
    String what =
        stored() == counted
            ? "holds " + stored() + " as it should, but not on the counter items the model puts"
                + " it on (" + shards + " counter items; stored " + storedShards + ")"
            : "is " + stored() + " but " + counted + " edges count on it";
    return "CounterDrift: " + recordName + " " + Finding.describe(key) + ": counter " + counter
        + " " + what;
  }
}
