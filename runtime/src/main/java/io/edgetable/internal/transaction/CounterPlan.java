package io.edgetable.internal.transaction;

import io.edgetable.internal.codec.TableKeys;

import java.util.Map;
import java.util.Objects;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Which state of the counted items an action's counter moves assume, and so which guards they carry
 * ({@link CounterMoves}):
 *
 * <ul>
 *   <li>{@link #TRANSACTION}, what a transaction across DAOs sends: each node must exist; a sharded
 *       counter's counter item is created by its first {@code ADD}.
 *   <li>{@link #OPTIMISTIC}, a DAO's counted write on its first attempt: a put's counter items
 *       exist (then an edge to a celebrity touches the counter item only, never the node item), and
 *       a delete's counters count the edge ({@code > 0}).
 *   <li>{@link #observed}: the state read after DynamoDB refused one of those assumptions, so the
 *       conditions match what is stored, and a concurrent change refuses the write again.
 *   <li>{@link #CLEAR}: not a move but a node's delete, which takes its counter items with it while
 *       they count no edge.
 * </ul>
 */
public final class CounterPlan {
  enum Mode {
    TRANSACTION,
    OPTIMISTIC,
    OBSERVED,
    CLEAR
  }

  /** Every node exists; counter items need not. */
  public static final CounterPlan TRANSACTION = new CounterPlan(Mode.TRANSACTION, Map.of());

  /**
   * A node's delete: each of its counter items ({@link CounterUpdate#item}) is deleted with it if
   * it counts no edge.
   */
  public static final CounterPlan CLEAR = new CounterPlan(Mode.CLEAR, Map.of());

  /** Counter items exist (put) and count the edge (delete). */
  public static final CounterPlan OPTIMISTIC = new CounterPlan(Mode.OPTIMISTIC, Map.of());

  private final Mode mode;
  private final Map<Map<String, AttributeValue>, Map<String, AttributeValue>> stored;

  private CounterPlan(
      Mode mode, Map<Map<String, AttributeValue>, Map<String, AttributeValue>> stored) {
    this.mode = mode;
    this.stored = Objects.requireNonNull(stored, "stored");
  }

  /**
   * As stored: {@code stored} maps the key of each node and counter item read to it (absent: none).
   */
  public static CounterPlan observed(
      Map<Map<String, AttributeValue>, Map<String, AttributeValue>> stored) {
    return new CounterPlan(Mode.OBSERVED, Map.copyOf(stored));
  }

  Mode mode() {
    return mode;
  }

  /** The stored item of {@code key}, or null if it was absent when read. */
  Map<String, AttributeValue> stored(Map<String, AttributeValue> key) {
    return stored.get(TableKeys.keyOf(key));
  }
}
