package io.edgetable.internal.transaction;

import io.edgetable.internal.codec.TableKeys;
import io.edgetable.internal.expression.ExpressionWriter;
import io.edgetable.internal.expression.UpdateClauses;
import io.edgetable.internal.model.Versions;
import io.edgetable.internal.transport.CancellationCodes;

import io.edgetable.internal.transaction.ActionFailure.Kind;
import io.edgetable.internal.transaction.CounterMoves.Move;
import io.edgetable.internal.transaction.ItemWrite.Change;
import io.edgetable.internal.transaction.ItemWrite.Check;
import io.edgetable.internal.transaction.ItemWrite.Create;
import io.edgetable.internal.transaction.ItemWrite.ExpectedVersion;
import io.edgetable.internal.transaction.ItemWrite.Overwrite;
import io.edgetable.internal.transaction.ItemWrite.Remove;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItem;

/**
 * Everything one transaction does to one item, merged into the one operation DynamoDB allows per
 * item: the writes of the actions aimed at the item itself ("owners": one, or several updates) and
 * the counter moves that land on it ({@link CounterMoves}). Merged, as they keep their meaning:
 *
 * <ul>
 *   <li>counter moves with each other: their deltas add up (two edges of one node move it by 2;
 *       moves that cancel out leave a ConditionCheck that the node exists);
 *   <li>counter moves with a check: one Update whose condition is the check's;
 *   <li>counter moves with an update (or a node's replace): the ADDs join its clauses;
 *   <li>counter moves with a put of the node: the node is written with the counters already moved
 *       (its own {@code attribute_not_exists} guard replaces their {@code attribute_exists});
 *   <li>updates with each other: one UpdateItem, conditions AND-ed, the version bumped once.
 * </ul>
 *
 * Anything else (a delete with anything, two puts, a check with a write...) is refused with an
 * {@link IllegalArgumentException} naming both actions, before anything is sent.
 */
final class ItemPlan {
  private final String table;
  private final Map<String, AttributeValue> key;
  private final String name;
  private final List<PlannedAction> owners = new ArrayList<>();
  private final List<Move> moves = new ArrayList<>();

  /** The plan of item {@code key} in {@code table}, named {@code name} in messages. */
  ItemPlan(String table, Map<String, AttributeValue> key, String name) {
    this.table = table;
    this.key = key;
    this.name = name;
  }

  /** Adds an action whose write is on this item; refuses it if it cannot be merged. */
  void add(PlannedAction owner) {
    ItemWrite write = owner.write();
    if (!owners.isEmpty()) {
      PlannedAction first = owners.get(0);
      if (!(first.write() instanceof Change && write instanceof Change)) {
        throw refused(first.named(), owner.named(), why(first.write(), write));
      }
    }
    if (!moves.isEmpty() && !takesCounters(write)) {
      throw refused(moves.get(0).named(), owner.named(), whyNoCounters(write));
    }
    owners.add(owner);
  }

  /** Adds a part of a counter move; refuses it if an owner's write cannot take it. */
  void add(Move move) {
    for (PlannedAction owner : owners) {
      if (!takesCounters(owner.write())) {
        throw refused(owner.named(), move.named(), whyNoCounters(owner.write()));
      }
    }
    moves.add(move);
  }

  /**
   * Whether {@code old}, the item stored when a retry of the transaction was refused, is what
   * this item's one write left: a put's item as put, a delete's absence.
   */
  boolean leftAsWritten(boolean itemsKnown, Map<String, AttributeValue> old) {
    if (!itemsKnown || owners.size() != 1 || !moves.isEmpty()) {
      return false;
    }
    ItemWrite write = owners.get(0).write();
    if (write instanceof Create create) {
      return create.item().equals(old);
    }
    return write instanceof Remove && old == null;
  }

  private static boolean takesCounters(ItemWrite write) {
    return write instanceof Create || write instanceof Change || write instanceof Check;
  }

  private static String why(ItemWrite first, ItemWrite second) {
    if (first instanceof Remove || second instanceof Remove) {
      return "a delete cannot share its item with another action; delete it in a transaction of"
          + " its own";
    }
    if (first instanceof Create && second instanceof Create) {
      return "an item is put once; keep one of the two puts";
    }
    if (first instanceof Check && second instanceof Check) {
      return "two checks of one item are one check: AND their conditions";
    }
    if (first instanceof Check || second instanceof Check) {
      return "a check cannot share its item with a write; give the check's condition to the"
          + " write instead (replace, update and delete take one)";
    }
    return first.noun()
        + " and "
        + second.noun()
        + " of one item cannot be merged into one"
        + " operation";
  }

  private static String whyNoCounters(ItemWrite write) {
    if (write instanceof Remove) {
      return "a delete cannot share its item with another action, and a counter cannot move on a"
          + " node that is deleted";
    }
    return write.noun()
        + " overwrites the whole item, counters included; change the node with"
        + " update instead";
  }

  private IllegalArgumentException refused(String first, String second, String why) {
    return new IllegalArgumentException(
        "Transaction "
            + first
            + " and "
            + second
            + " both write "
            + name
            + " ["
            + TableKeys.describe(key)
            + "]; DynamoDB allows one operation per item in a transaction, and "
            + why
            + ". Nothing was sent.");
  }

  /** The item's TransactWriteItem; empty when nothing is left to do on it. */
  Optional<TransactWriteItem> render() {
    Map<String, Long> adds = adds();
    ExpressionWriter writer = new ExpressionWriter();
    if (owners.isEmpty()) {
      String guard = guards(writer);
      if (moves.stream().anyMatch(Move::clears)) {
        return Optional.of(TransactActions.delete(table, key, guard, writer));
      }
      if (adds.isEmpty()) {
        return guard != null
            ? Optional.of(TransactActions.check(table, key, guard, writer))
            : Optional.empty();
      }
      return Optional.of(adding(adds, guard, writer));
    }
    ItemWrite write = merged();
    if (write instanceof Create create) {
      String condition = Guards.absent(writer, create.expiry());
      return Optional.of(TransactActions.put(table, moved(create.item(), adds), condition, writer));
    }
    if (write instanceof Overwrite overwrite) {
      String condition =
          Guards.present(
              writer,
              overwrite.expiry(),
              overwrite.expected(),
              Guards.listOf(overwrite.condition()));
      return Optional.of(TransactActions.put(table, overwrite.item(), condition, writer));
    }
    if (write instanceof Remove remove) {
      StringBuilder condition =
          new StringBuilder(
              Guards.present(
                  writer, remove.expiry(), remove.expected(), Guards.listOf(remove.condition())));
      for (String counter : remove.idleCounters()) {
        condition.append(" AND ").append(Guards.notCounting(writer, counter));
      }
      return Optional.of(TransactActions.delete(table, key, condition.toString(), writer));
    }
    if (write instanceof Check check) {
      String condition = Guards.presentAnd(writer, check.expiry(), check.condition());
      if (adds.isEmpty()) {
        return Optional.of(TransactActions.check(table, key, condition, writer));
      }
      return Optional.of(adding(adds, condition, writer));
    }
    Change change = (Change) write;
    String condition =
        Guards.present(writer, change.expiry(), change.expected(), change.conditions());
    UpdateClauses clauses = new UpdateClauses(writer);
    try {
      change.actions().forEach(action -> action.accept(clauses));
      adds.forEach((attribute, delta) -> clauses.add(attribute, number(delta)));
      change.bump().ifPresent(version -> Versions.bump(clauses, version));
    } catch (IllegalArgumentException twoActionsOnOneAttribute) {
      throw new IllegalArgumentException(
          "Transaction "
              + parties()
              + " on "
              + name
              + ": "
              + twoActionsOnOneAttribute.getMessage()
              + " Nothing was sent.",
          twoActionsOnOneAttribute);
    }
    if (clauses.isEmpty()) { // nothing to set: what is left of the write is its condition
      return Optional.of(TransactActions.check(table, key, condition, writer));
    }
    return Optional.of(TransactActions.update(table, key, clauses.render(), condition, writer));
  }

  /** An Update of the counter deltas {@code adds} alone, if {@code condition} (null: always). */
  private TransactWriteItem adding(
      Map<String, Long> adds, String condition, ExpressionWriter writer) {
    UpdateClauses clauses = new UpdateClauses(writer);
    adds.forEach((attribute, delta) -> clauses.add(attribute, number(delta)));
    return TransactActions.update(table, key, clauses.render(), condition, writer);
  }

  /** The moves' guards on this item, each once, AND-ed; null if none guards anything. */
  private String guards(ExpressionWriter writer) {
    Set<String> distinct = new LinkedHashSet<>();
    List<String> rendered = new ArrayList<>();
    for (Move move : moves) {
      if (move.guard() != CounterMoves.Guard.NONE
          && distinct.add(move.guard() + " " + move.attribute())) {
        rendered.add(move.guard().render(writer, move.attribute()));
      }
    }
    return rendered.isEmpty() ? null : String.join(" AND ", rendered);
  }

  /** The owners' write: the one write, or the updates merged into one. */
  private ItemWrite merged() {
    ItemWrite write = owners.get(0).write();
    for (PlannedAction owner : owners.subList(1, owners.size())) {
      write = ((Change) write).and((Change) owner.write());
    }
    return write;
  }

  /** The counter deltas on this item by attribute, summed; those that cancel out are left out. */
  private Map<String, Long> adds() {
    Map<String, Long> sums = new LinkedHashMap<>();
    for (Move move : moves) {
      if (move.attribute() != null) {
        sums.merge(move.attribute(), move.delta(), Long::sum);
      }
    }
    sums.values().removeIf(delta -> delta == 0);
    return sums;
  }

  /** A new node's item with its counters already moved: the given value plus the delta. */
  private static Map<String, AttributeValue> moved(
      Map<String, AttributeValue> item, Map<String, Long> adds) {
    if (adds.isEmpty()) {
      return item;
    }
    Map<String, AttributeValue> moved = new LinkedHashMap<>(item);
    adds.forEach(
        (attribute, delta) -> {
          AttributeValue given = item.get(attribute);
          BigDecimal value =
              given == null || given.n() == null ? BigDecimal.ZERO : new BigDecimal(given.n());
          moved.put(
              attribute,
              AttributeValue.fromN(value.add(BigDecimal.valueOf(delta)).toPlainString()));
        });
    return moved;
  }

  private static AttributeValue number(long value) {
    return AttributeValue.fromN(Long.toString(value));
  }

  /** {@code action 1 (update Course(math204)) and action 3 (...)}: everyone on this item. */
  private String parties() {
    List<String> names = new ArrayList<>();
    owners.forEach(owner -> names.add(owner.named()));
    moves.stream()
        .map(Move::source)
        .distinct()
        .forEach(source -> names.add(source.named() + " (its counters)"));
    return String.join(" and ", names);
  }

  /**
   * The failures of the actions on this item, given DynamoDB's reason {@code code} for it and, if
   * known ({@code itemsKnown}), the stored item it returned ({@code null}: absent).
   */
  List<ActionFailure> failures(String code, boolean itemsKnown, Map<String, AttributeValue> old) {
    List<ActionFailure> failures = new ArrayList<>();
    boolean conditional = CancellationCodes.CONDITIONAL_CHECK_FAILED.equals(code);
    // An expired item counts as absent, as the owners' guards treat it.
    boolean absent =
        itemsKnown
            && (old == null
                || (!owners.isEmpty() && owners.get(0).write().expiry().expired(old)));
    if (owners.isEmpty()) {
      // Counter moves guard only that the node exists, so that is what failed; a node delete's
      // counter items, that they count no edge.
      Kind kind = moves.stream().anyMatch(Move::clears) ? Kind.COUNTING : Kind.NODE_MISSING;
      counterFailures(failures, code, conditional ? kind : Kind.OTHER);
      return failures;
    }
    for (PlannedAction owner : owners) {
      failures.add(ownFailure(owner, code, conditional, absent, old));
    }
    if (!conditional) {
      counterFailures(failures, code, Kind.OTHER);
    } else if (absent && !(owners.get(0).write() instanceof Create)) {
      counterFailures(failures, code, Kind.NODE_MISSING); // they failed for the same reason
    }
    return failures;
  }

  private static ActionFailure ownFailure(
      PlannedAction owner,
      String code,
      boolean conditional,
      boolean absent,
      Map<String, AttributeValue> old) {
    String description = owner.description();
    if (!conditional) {
      return new ActionFailure(owner.position(), description, code, Kind.OTHER, null);
    }
    if (owner.write() instanceof Create) {
      return new ActionFailure(owner.position(), description, code, Kind.EXISTS, null);
    }
    if (absent) {
      return new ActionFailure(owner.position(), description, code, Kind.ABSENT, null);
    }
    if (owner.write() instanceof Remove remove && old != null) {
      List<String> counting =
          remove.idleCounters().stream().filter(c -> CounterMoves.counts(old, c)).toList();
      if (!counting.isEmpty()) {
        return new ActionFailure(
            owner.position(),
            description
                + ": counted edges still point at it ("
                + counting.stream()
                    .map(c -> c + " = " + old.get(c).n())
                    .collect(Collectors.joining(", "))
                + "); delete them first, or use its DAO's deleteWithEdges",
            code,
            Kind.COUNTING,
            null);
      }
    }
    Optional<ExpectedVersion> expected = expected(owner.write());
    if (old != null && expected.isPresent()) {
      ExpectedVersion version = expected.get();
      Optional<Long> stored = Versions.stored(old, version.attribute());
      if (!Versions.holds(old, version.attribute(), version.version())) {
        return new ActionFailure(
            owner.position(),
            description
                + ": the version did not match (expected "
                + version.version()
                + ", stored "
                + stored.map(String::valueOf).orElse("none")
                + ")",
            code,
            Kind.VERSION,
            null);
      }
    }
    return new ActionFailure(owner.position(), description, code, Kind.CONDITION, null);
  }

  private static Optional<ExpectedVersion> expected(ItemWrite write) {
    if (write instanceof Overwrite overwrite) {
      return overwrite.expected();
    }
    if (write instanceof Remove remove) {
      return remove.expected();
    }
    return write instanceof Change change ? change.expected() : Optional.empty();
  }

  /**
   * One failure per action whose counters are on this item: {@code counter studentCount of
   * Course(math204), moved by put Enrollment(a91, math204)}, with {@code : the node does not exist}
   * when that is the reason.
   */
  private void counterFailures(List<ActionFailure> failures, String code, Kind kind) {
    Map<PlannedAction, List<Move>> bySource =
        moves.stream()
            .collect(Collectors.groupingBy(Move::source, LinkedHashMap::new, Collectors.toList()));
    bySource.forEach(
        (source, theirs) -> {
          List<String> counters =
              theirs.stream().map(move -> move.counter().counter()).distinct().toList();
          String description =
              (counters.size() == 1 ? "counter " : "counters ")
                  + String.join(" and ", counters)
                  + " of "
                  + theirs.get(0).counter().node()
                  + (kind == Kind.COUNTING ? ", deleted by " : ", moved by ")
                  + source.description()
                  + (kind == Kind.NODE_MISSING ? ": the node does not exist" : "")
                  + (kind == Kind.COUNTING
                      ? ": its counter items still count edges; delete them first, or use its"
                          + " DAO's deleteWithEdges"
                      : "");
          failures.add(
              new ActionFailure(
                  source.position(), description, code, kind, theirs.get(0).counter()));
        });
  }
}
