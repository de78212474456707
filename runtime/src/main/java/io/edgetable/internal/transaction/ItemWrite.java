package io.edgetable.internal.transaction;

import io.edgetable.internal.codec.ItemSize;
import io.edgetable.internal.codec.TableKeys;
import io.edgetable.internal.expression.UpdateClauses;
import io.edgetable.internal.model.Expiry;

import io.edgetable.expression.Condition;
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
 * null} (none). {@code expiry} is the record kind's time to live: an item whose time has passed
 * counts as absent, so a create may replace it and every other write refuses it ({@link Guards}).
 */
public sealed interface ItemWrite {
  String table();

  /** The item's {@code PK}/{@code SK}. */
  Map<String, AttributeValue> key();

  /** When the item counts as expired ({@link Expiry#NEVER}: the kind has no time to live). */
  Expiry expiry();

  /** What this write is called in messages about merging: {@code "a put"}. */
  String noun();

  /** A write of a whole item ({@link Create}, {@link Overwrite}): its key is the item's. */
  sealed interface WholeItem extends ItemWrite {
    Map<String, AttributeValue> item();

    @Override
    default Map<String, AttributeValue> key() {
      return TableKeys.keyOf(item());
    }

    /** {@code item} as it is written: refused over 400 KB, else copied. */
    private static Map<String, AttributeValue> checked(Map<String, AttributeValue> item) {
      ItemSize.check(item);
      return copy(item);
    }
  }

  /**
   * Put {@code item} if {@code attribute_not_exists(PK)} (or the stored item has expired); its
   * version (if any) is already 1. An item over 400 KB is refused here, before anything is sent.
   */
  record Create(String table, Map<String, AttributeValue> item, Expiry expiry)
      implements WholeItem {
    public Create {
      Objects.requireNonNull(table, "table");
      item = WholeItem.checked(item);
      Objects.requireNonNull(expiry, "expiry");
    }

    @Override
    public String noun() {
      return "a put";
    }
  }

  /**
   * Put {@code item} if {@code attribute_exists(PK)} [AND the stored version is {@code expected}]
   * [AND {@code condition}]: an edge's {@code replace}. The item holds the next version already;
   * one over 400 KB is refused here.
   */
  record Overwrite(
      String table,
      Map<String, AttributeValue> item,
      Condition<?> condition,
      Optional<ExpectedVersion> expected,
      Expiry expiry)
      implements WholeItem {
    public Overwrite {
      Objects.requireNonNull(table, "table");
      item = WholeItem.checked(item);
      Objects.requireNonNull(expected, "expected");
      Objects.requireNonNull(expiry, "expiry");
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
      Optional<String> bump,
      Expiry expiry)
      implements ItemWrite {
    public Change {
      Objects.requireNonNull(table, "table");
      key = copy(key);
      actions = List.copyOf(actions);
      conditions = List.copyOf(conditions);
      Objects.requireNonNull(expected, "expected");
      Objects.requireNonNull(bump, "bump");
      Objects.requireNonNull(expiry, "expiry");
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
      return new Change(
          table, key, both, all, expected.or(other::expected), bump.or(other::bump), expiry);
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
      Optional<ExpectedVersion> expected,
      Expiry expiry)
      implements ItemWrite {
    public Remove {
      Objects.requireNonNull(table, "table");
      key = copy(key);
      idleCounters = List.copyOf(idleCounters);
      Objects.requireNonNull(expected, "expected");
      Objects.requireNonNull(expiry, "expiry");
    }

    @Override
    public String noun() {
      return "a delete";
    }
  }

  /** ConditionCheck: the item exists [AND {@code condition}]. */
  record Check(
      String table, Map<String, AttributeValue> key, Condition<?> condition, Expiry expiry)
      implements ItemWrite {
    public Check {
      Objects.requireNonNull(table, "table");
      key = copy(key);
      Objects.requireNonNull(expiry, "expiry");
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
