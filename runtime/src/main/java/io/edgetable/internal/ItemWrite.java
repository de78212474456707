package io.edgetable.internal;

import io.edgetable.Condition;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Consumer;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * What one action of a transaction does to its own item, with the guard its DAO method has, before
 * it is merged with other writes of the same item ({@link ItemPlan}). Conditions may be {@code
 * null} (none).
 */
public sealed interface ItemWrite {
  String table();

  /** The item's {@code PK}/{@code SK}. */
  Map<String, AttributeValue> key();

  /** What this write is called in messages about merging: {@code "a put"}. */
  String noun();

  /** Put {@code item} if {@code attribute_not_exists(PK)}; its version (if any) is already 1. */
  record Create(String table, Map<String, AttributeValue> item) implements ItemWrite {
    public Create {
      Objects.requireNonNull(table, "table");
      item = copy(item);
    }

    @Override
    public Map<String, AttributeValue> key() {
      return TableKeys.keyOf(item);
    }

    @Override
    public String noun() {
      return "a put";
    }
  }

  /**
   * Put {@code item} if {@code attribute_exists(PK)} [AND the stored version is {@code expected}]
   * [AND {@code condition}]: an edge's {@code replace}. The item holds the next version already.
   */
  record Overwrite(
      String table,
      Map<String, AttributeValue> item,
      Condition<?> condition,
      Optional<ExpectedVersion> expected)
      implements ItemWrite {
    public Overwrite {
      Objects.requireNonNull(table, "table");
      item = copy(item);
      Objects.requireNonNull(expected, "expected");
    }

    @Override
    public Map<String, AttributeValue> key() {
      return TableKeys.keyOf(item);
    }

    @Override
    public String noun() {
      return "a replace";
    }
  }

  /**
   * UpdateItem if {@code attribute_exists(PK)} [AND the stored version is {@code expected}] [AND
   * each condition]: {@code actions} write their clauses, and {@code bump} (a version attribute) is
   * incremented once. Never creates the item. An {@code update}, or a node's {@code replace} (every
   * attribute but the counters).
   */
  record Change(
      String table,
      Map<String, AttributeValue> key,
      List<Consumer<UpdateClauses>> actions,
      List<Condition<?>> conditions,
      Optional<ExpectedVersion> expected,
      Optional<String> bump)
      implements ItemWrite {
    public Change {
      Objects.requireNonNull(table, "table");
      key = copy(key);
      actions = List.copyOf(actions);
      conditions = List.copyOf(conditions);
      Objects.requireNonNull(expected, "expected");
      Objects.requireNonNull(bump, "bump");
    }

    /**
     * Both changes in one UpdateItem: the actions of each (a second action on one attribute is
     * refused when rendered), their conditions AND-ed, the version bumped once.
     */
    Change and(Change other) {
      List<Consumer<UpdateClauses>> both = new ArrayList<>(actions);
      both.addAll(other.actions);
      List<Condition<?>> all = new ArrayList<>(conditions);
      all.addAll(other.conditions);
      return new Change(table, key, both, all, expected.or(other::expected), bump.or(other::bump));
    }

    @Override
    public String noun() {
      return "an update";
    }
  }

  /**
   * Delete the item if {@code attribute_exists(PK)} [AND {@code condition}] [AND each of {@code
   * idleCounters} counts no edge: a node's counters kept on its item] [AND the stored version is
   * {@code expected}: a versioned record's {@code delete(record)}].
   */
  record Remove(
      String table,
      Map<String, AttributeValue> key,
      Condition<?> condition,
      List<String> idleCounters,
      Optional<ExpectedVersion> expected)
      implements ItemWrite {
    public Remove {
      Objects.requireNonNull(table, "table");
      key = copy(key);
      idleCounters = List.copyOf(idleCounters);
      Objects.requireNonNull(expected, "expected");
    }

    /** A delete that no counter holds back and that expects no version. */
    public Remove(String table, Map<String, AttributeValue> key, Condition<?> condition) {
      this(table, key, condition, List.of(), Optional.empty());
    }

    /** A delete held back by {@code idleCounters}, expecting no version. */
    public Remove(
        String table,
        Map<String, AttributeValue> key,
        Condition<?> condition,
        List<String> idleCounters) {
      this(table, key, condition, idleCounters, Optional.empty());
    }

    @Override
    public String noun() {
      return "a delete";
    }
  }

  /** ConditionCheck: the item exists [AND {@code condition}]. */
  record Check(String table, Map<String, AttributeValue> key, Condition<?> condition)
      implements ItemWrite {
    public Check {
      Objects.requireNonNull(table, "table");
      key = copy(key);
    }

    @Override
    public String noun() {
      return "a check";
    }
  }

  /** An unmodifiable copy in the same attribute order, so requests render predictably. */
  private static Map<String, AttributeValue> copy(Map<String, AttributeValue> item) {
    return Collections.unmodifiableMap(new LinkedHashMap<>(item));
  }

  /** The version an overwrite expects to find stored. */
  record ExpectedVersion(String attribute, long version) {
    public ExpectedVersion {
      Objects.requireNonNull(attribute, "attribute");
    }
  }
}
