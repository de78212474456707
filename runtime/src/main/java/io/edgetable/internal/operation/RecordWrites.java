package io.edgetable.internal.operation;

import io.edgetable.internal.codec.ItemSize;
import io.edgetable.internal.codec.TableKeys;
import io.edgetable.internal.expression.Expressions;
import io.edgetable.internal.expression.UpdateClauses;
import io.edgetable.internal.model.CounterItems;
import io.edgetable.internal.model.CounterUpdate;
import io.edgetable.internal.model.Expiry;
import io.edgetable.internal.model.NodeType;
import io.edgetable.internal.model.RecordType;
import io.edgetable.internal.model.Versions;
import io.edgetable.internal.transaction.CounterPlan;
import io.edgetable.internal.transaction.Guards;
import io.edgetable.internal.transaction.ItemWrite;
import io.edgetable.internal.transaction.PlannedAction;

import io.edgetable.expression.Condition;
import io.edgetable.expression.Update;
import io.edgetable.internal.transaction.ItemWrite.ExpectedVersion;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Consumer;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The writes of a record kind as actions of a transaction, each with the guard its DAO method has,
 * read from the kind's {@link RecordType}: what {@code Transaction} builds for each action added,
 * and what a DAO's counted put and delete send as a transaction of one action.
 *
 * <ul>
 *   <li>put: create only if absent; a versioned record is created with version 1; a counted edge
 *       brings {@code ADD counter :1} on each node;
 *   <li>replace: only if present [AND the condition]; a versioned record only if the stored version
 *       is the record's, storing the next one. An edge is overwritten whole; a node has every
 *       attribute but its counters set (counters move only with their edges);
 *   <li>update: only if present [AND the condition]; the version, if any, goes up by 1;
 *   <li>delete: only if present [AND the condition]; a counted edge brings {@code ADD counter :-1};
 *       a versioned record's delete of the record only if it holds the record's version;
 *   <li>check: present [AND the condition].
 * </ul>
 *
 * <p>With a {@code @Ttl}, an item whose time has passed counts as absent: a put may replace it, the
 * others refuse it ({@link Guards}, which renders the DAOs' single-item guards too).
 *
 * <p>Ids are checked while the action is built: a bad one throws {@link
 * io.edgetable.exception.InvalidKeyException}, an item over 400 KB {@link
 * io.edgetable.exception.ItemTooLargeException}.
 */
public final class RecordWrites {
  private RecordWrites() {}

  /** Create {@code record} if absent, with its counter moves. */
  public static <R, K> PlannedAction put(
      int position, String table, RecordType<R, K> type, R record) {
    K key = type.keyOf(record);
    return new PlannedAction(
        position,
        "put",
        type.describe(key),
        new ItemWrite.Create(table, created(type, record), Expiry.of(type)),
        type.counters(key),
        1);
  }

  /**
   * The item a put of {@code record} creates, a DAO's or a transaction's: a node's id checked
   * against its counter items' key limits (an id no edge could count is refused up front) and its
   * counters at 0, a version at 1.
   */
  static <R, K> Map<String, AttributeValue> created(RecordType<R, K> type, R record) {
    Map<String, AttributeValue> item = type.itemOf(record);
    if (type instanceof NodeType<R, K> node) {
      node.requireCountersAtZero(type.keyOf(record), item, "put");
    }
    Optional<String> version = type.versionAttribute();
    return version.isPresent() ? Versions.first(item, version.get()) : item;
  }

  /** Overwrite {@code record} if present [and {@code condition}, may be null]. */
  public static <R, K> PlannedAction replace(
      int position, String table, RecordType<R, K> type, R record, Condition<R> condition) {
    K key = type.keyOf(record);
    Map<String, AttributeValue> item = type.itemOf(record);
    Optional<ExpectedVersion> expected =
        type.versionAttribute().map(v -> new ExpectedVersion(v, Versions.held(item, v)));
    Map<String, AttributeValue> stored =
        expected.map(v -> Versions.next(item, v.attribute())).orElse(item);
    ItemWrite write;
    if (type instanceof NodeType<R, K> node) {
      ItemSize.check(stored);
      write =
          new ItemWrite.Change(
              table,
              TableKeys.keyOf(stored),
              List.of(everyAttributeButCounters(stored, node)),
              Guards.listOf(condition),
              expected,
              Optional.empty(),
              Expiry.of(type));
    } else {
      write = new ItemWrite.Overwrite(table, stored, condition, expected, Expiry.of(type));
    }
    return new PlannedAction(position, "replace", type.describe(key), write);
  }

  /** Apply {@code update} to the item of {@code key} if present [and {@code condition}]. */
  public static <R, K> PlannedAction update(
      int position,
      String table,
      RecordType<R, K> type,
      K key,
      Update<R> update,
      Condition<R> condition) {
    Map<String, AttributeValue> itemKey = type.tableKey(key);
    Consumer<UpdateClauses> actions = clauses -> Expressions.render(update, clauses);
    ItemWrite write =
        new ItemWrite.Change(
            table,
            itemKey,
            List.of(actions),
            Guards.listOf(condition),
            Optional.empty(),
            type.versionAttribute(),
            Expiry.of(type));
    return new PlannedAction(position, "update", type.describe(key), write);
  }

  /**
   * Delete the item of {@code key} if present [and {@code condition}], with its counter moves; a
   * node with counters only while they count no edge, with its counter items ({@link NodeDeletes}).
   */
  public static <R, K> PlannedAction delete(
      int position, String table, RecordType<R, K> type, K key, Condition<R> condition) {
    return delete(position, table, type, key, condition, Optional.empty());
  }

  /**
   * Delete {@code record}'s item only if it is present and holds the record's version, with its
   * counter moves: a versioned record's {@code delete(record)}.
   */
  public static <R, K> PlannedAction deleteVersion(
      int position, String table, RecordType<R, K> type, R record) {
    String attribute = type.versionAttribute().orElseThrow();
    return delete(
        position,
        table,
        type,
        type.keyOf(record),
        null,
        Optional.of(new ExpectedVersion(attribute, type.versionOf(record))));
  }

  private static <R, K> PlannedAction delete(
      int position,
      String table,
      RecordType<R, K> type,
      K key,
      Condition<R> condition,
      Optional<ExpectedVersion> expected) {
    Map<String, AttributeValue> itemKey = type.tableKey(key);
    Expiry expiry = Expiry.of(type);
    if (type instanceof NodeType<R, K> node && !node.counterAttributes().isEmpty()) {
      List<CounterUpdate> counterItems = new ArrayList<>();
      for (Map<String, AttributeValue> item : node.counterItemKeys(itemKey)) {
        counterItems.add(
            new CounterUpdate(itemKey, CounterItems.counterOf(item), type.describe(key), item));
      }
      return new PlannedAction(
          position,
          "delete",
          type.describe(key),
          new ItemWrite.Remove(table, itemKey, condition, node.itemCounters(), expected, expiry),
          counterItems,
          0,
          CounterPlan.CLEAR);
    }
    return new PlannedAction(
        position,
        "delete",
        type.describe(key),
        new ItemWrite.Remove(table, itemKey, condition, List.of(), expected, expiry),
        type.counters(key),
        -1);
  }

  /** The item of {@code key} must exist [and {@code condition} hold]; nothing is written. */
  public static <R, K> PlannedAction check(
      int position, String table, RecordType<R, K> type, K key, Condition<R> condition) {
    Map<String, AttributeValue> itemKey = type.tableKey(key);
    return new PlannedAction(
        position,
        "check",
        type.describe(key),
        new ItemWrite.Check(table, itemKey, condition, Expiry.of(type)));
  }

  /**
   * SET every attribute of {@code item} but the key and the counters, REMOVE the node's other
   * attributes that it leaves out (null components): a node's replace, counters untouched.
   */
  private static Consumer<UpdateClauses> everyAttributeButCounters(
      Map<String, AttributeValue> item, NodeType<?, ?> node) {
    Set<String> counters = new HashSet<>(node.counterAttributes());
    return clauses -> {
      item.forEach(
          (name, value) -> {
            if (!TableKeys.isKeyAttribute(name) && !counters.contains(name)) {
              clauses.set(name, value);
            }
          });
      for (String name : node.removableAttributes()) {
        if (!item.containsKey(name)
            && !counters.contains(name)
            && !TableKeys.isKeyAttribute(name)) {
          clauses.remove(name);
        }
      }
    };
  }
}
