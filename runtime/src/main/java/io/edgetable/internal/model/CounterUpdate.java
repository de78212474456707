package io.edgetable.internal.model;

import java.util.Map;
import java.util.Objects;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * {@code ADD counter :delta} for one counted end of an edge: {@code nodeKey} is the node item,
 * which must exist; {@code item} is the item whose attribute {@code counter} moves: the node item
 * itself, or for a sharded counter the counter item the edge falls on ({@link CounterItems}).
 * {@code node} names the node in errors as its record type does ({@code Student(a91)}).
 */
public record CounterUpdate(
    Map<String, AttributeValue> nodeKey,
    String counter,
    String node,
    Map<String, AttributeValue> item) {

  public CounterUpdate {
    Objects.requireNonNull(nodeKey, "nodeKey");
    Objects.requireNonNull(counter, "counter");
    Objects.requireNonNull(item, "item");
  }

  /** A counter kept on the node item. */
  public CounterUpdate(Map<String, AttributeValue> nodeKey, String counter, String node) {
    this(nodeKey, counter, node, nodeKey);
  }

  /**
   * A counter kept on the node item of node {@code id} of record kind {@code kind}, the node named
   * as its record type names it: a typed id by its value ({@code Developer(ada)}).
   */
  public static CounterUpdate of(
      Map<String, AttributeValue> nodeKey, String counter, String kind, Object id) {
    return new CounterUpdate(nodeKey, counter, named(kind, id));
  }

  /** A counter kept on counter item {@code item} of node {@code id} of record kind {@code kind}. */
  public static CounterUpdate of(
      Map<String, AttributeValue> nodeKey,
      String counter,
      String kind,
      Object id,
      Map<String, AttributeValue> item) {
    return new CounterUpdate(nodeKey, counter, named(kind, id), item);
  }

  private static String named(String kind, Object id) {
    return kind + "(" + IdText.of(id) + ")";
  }

  /** Whether the count lives on a counter item rather than on the node item. */
  public boolean sharded() {
    return !item.equals(nodeKey);
  }
}
