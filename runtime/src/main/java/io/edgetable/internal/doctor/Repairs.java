package io.edgetable.internal.doctor;

import io.edgetable.doctor.CounterDrift;
import io.edgetable.doctor.DanglingEdge;
import io.edgetable.doctor.Finding;
import io.edgetable.doctor.IndexKeyMismatch;
import io.edgetable.doctor.OrphanCounter;
import io.edgetable.doctor.RepairResult;
import io.edgetable.doctor.RepairResult.Skipped;
import io.edgetable.exception.EdgeTableException;
import io.edgetable.internal.doctor.ParsedItem.EdgeItem;
import io.edgetable.internal.expression.ExpressionWriter;
import io.edgetable.internal.model.CounterItems;
import io.edgetable.internal.transaction.TransactActions;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Consumer;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItem;
import software.amazon.awssdk.services.dynamodb.model.TransactionCanceledException;

/**
 * The repairs of a report's findings, each a conditional write on the values the check read, so
 * a change made since is never overwritten: the repair is skipped and reported instead. Index
 * keys first, then counters, then (when asked) dangling edges, then missing nodes' counter items.
 * Internal: reports repair through it, and so may a distributed job, given the findings and the
 * model they were found with.
 *
 * <p>A dangling edge's delete moves its counters as the DAO's {@code delete} would, in the same
 * transaction: by -1 on an end that exists, while it counts the edge; on a missing end, the
 * counter item the edge falls on by -1 on the value read, or deleted with its last edge. What is
 * left of a missing node's counter items ({@link OrphanCounter}) is deleted last.
 */
public final class Repairs {
  /** DynamoDB's limit of items in one TransactWriteItems. */
  private static final int MAX_ACTIONS = 100;

  private static final int CONFLICT_ATTEMPTS = 5;

  private final DynamoDbClient client;
  private final String table;
  private final DoctorModel model;
  private final List<Finding> repaired = new ArrayList<>();
  private final List<Skipped> skipped = new ArrayList<>();
  private final List<Finding> notRepaired = new ArrayList<>();

  /**
   * What missing nodes' counter items hold as far as the repair knows, by partition key: the
   * values the check read ({@link OrphanCounter}), less what the repair since deleted or moved.
   */
  private final Map<String, Optional<Long>> orphans = new HashMap<>();

  private Consumer<List<TransactWriteItem>> pace = actions -> {};

  /**
   * The repairs of findings on {@code table} through {@code client}; {@code model} is the one they
   * were found with (needed to delete dangling edges, which move counters).
   */
  public Repairs(DynamoDbClient client, String table, DoctorModel model) {
    this.client = client;
    this.table = table;
    this.model = model;
  }

  /**
   * These repairs calling {@code pace} with each transaction before it is sent, attempts again
   * included: where a distributed job waits for its share of a write-rate limit.
   */
  public Repairs pacedBy(Consumer<List<TransactWriteItem>> pace) {
    this.pace = pace;
    return this;
  }

  /** Repairs {@code findings} (dangling edges only if {@code deleteDanglingEdges}). */
  public RepairResult run(List<Finding> findings, boolean deleteDanglingEdges) {
    Map<String, List<DanglingEdge>> dangling = new LinkedHashMap<>();
    for (Finding finding : findings) {
      if (finding instanceof IndexKeyMismatch mismatch) {
        send(List.of(finding), List.of(indexKeys(mismatch)), () -> {});
      } else if (finding instanceof OrphanCounter orphan) {
        orphans.put(orphan.key().get("PK").s(), orphan.value());
      } else if (finding instanceof DanglingEdge edge && deleteDanglingEdges) {
        dangling
            .computeIfAbsent(Finding.describe(edge.key()), k -> new ArrayList<>())
            .add(edge);
      } else if (!(finding instanceof CounterDrift)) {
        notRepaired.add(finding);
      }
    }
    for (Finding finding : findings) {
      if (finding instanceof CounterDrift drift) {
        send(List.of(finding), counter(drift), () -> {});
      }
    }
    dangling.values().forEach(this::dangling);
    for (Finding finding : findings) {
      if (finding instanceof OrphanCounter orphan) {
        orphan(orphan);
      }
    }
    return new RepairResult(repaired, skipped, notRepaired);
  }

  private TransactWriteItem indexKeys(IndexKeyMismatch mismatch) {
    Expression e = new Expression();
    String pk = e.name(mismatch.index() + "PK");
    String sk = e.name(mismatch.index() + "SK");
    String update =
        "SET " + pk + " = " + e.value(AttributeValue.fromS(mismatch.expectedPartition())) + ", "
            + sk + " = " + e.value(AttributeValue.fromS(mismatch.expectedSort()));
    String condition =
        "attribute_exists(" + e.name("PK") + ") AND " + e.equalsOrAbsent(pk,
            mismatch.storedPartition().map(AttributeValue::fromS))
            + " AND " + e.equalsOrAbsent(sk, mismatch.storedSort().map(AttributeValue::fromS));
    return e.update(table, mismatch.key(), update, condition);
  }

  /** The writes that lay a counter out as its edges say, each on the value read. */
  private List<TransactWriteItem> counter(CounterDrift drift) {
    List<TransactWriteItem> actions = new ArrayList<>();
    String attribute = drift.counter();
    long nodeTarget = drift.shards() == 1 ? drift.counted() : 0;
    Optional<Long> node = drift.nodeValue();
    if (!node.equals(Optional.of(nodeTarget)) && !(node.isEmpty() && nodeTarget == 0)) {
      Expression e = new Expression();
      String c = e.name(attribute);
      actions.add(
          e.update(
              table,
              drift.key(),
              "SET " + c + " = " + e.value(number(nodeTarget)),
              "attribute_exists(" + e.name("PK") + ") AND "
                  + e.equalsOrAbsent(c, node.map(Repairs::number))));
    }
    String partition = drift.key().get("PK").s();
    TreeSet<Integer> shards = new TreeSet<>(drift.storedShards().keySet());
    shards.addAll(drift.countedShards().keySet());
    for (int shard : shards) {
      Map<String, AttributeValue> key = CounterItems.key(partition, attribute, shard);
      Long stored = drift.storedShards().get(shard);
      boolean kept = drift.shards() > 1 && shard < drift.shards();
      long target = kept ? drift.countedShards().getOrDefault(shard, 0L) : 0;
      Expression e = new Expression();
      String c = e.name(attribute);
      if (!kept) {
        // An item of an older layout (or of a counter now on the node item): its count is in
        // the new layout already, recounted from the edges.
        actions.add(e.delete(table, key, e.equalsOrAbsent(c, Optional.of(number(stored)))));
      } else if (stored == null) {
        if (target != 0) {
          actions.add(
              e.update(
                  table, key, "SET " + c + " = " + e.value(number(target)),
                  "attribute_not_exists(" + e.name("PK") + ")"));
        }
      } else if (stored != target) {
        actions.add(
            e.update(
                table, key, "SET " + c + " = " + e.value(number(target)),
                e.equalsOrAbsent(c, Optional.of(number(stored)))));
      }
    }
    return actions;
  }

  /**
   * The delete of a missing node's counter item, while it holds the value read less what the
   * deletes of its dangling edges moved; nothing when it went with its last edge.
   */
  private void orphan(OrphanCounter orphan) {
    String at = orphan.key().get("PK").s();
    if (!orphans.containsKey(at)) {
      send(List.of(orphan), List.of(), () -> {});
      return;
    }
    Expression e = new Expression();
    TransactWriteItem delete =
        e.delete(table, orphan.key(), e.holds(orphan.counter(), orphans.get(at)));
    send(List.of(orphan), List.of(delete), () -> orphans.remove(at));
  }

  /**
   * The delete of a dangling edge (each of {@code findings} names one missing end), on condition
   * that it exists and its missing nodes are still missing, with its counter moves.
   */
  private void dangling(List<DanglingEdge> findings) {
    DanglingEdge first = findings.get(0);
    List<Finding> named = List.copyOf(findings);
    if (!(model.parse(first.key()) instanceof EdgeItem edge)) {
      named.forEach(f -> skipped.add(new Skipped(f, "its key is not an edge of the kinds given")));
      return;
    }
    Set<String> missing = new LinkedHashSet<>();
    findings.forEach(f -> missing.addAll(f.missingNodes()));
    List<TransactWriteItem> actions = new ArrayList<>();
    Expression d = new Expression();
    actions.add(d.delete(table, first.key(), "attribute_exists(" + d.name("PK") + ")"));
    Set<String> touched = new LinkedHashSet<>();
    Map<String, Optional<Long>> after = new HashMap<>();
    for (EdgeKind.Move move : edge.kind().counters()) {
      NodeKind node = move.node();
      String nodeKey = node.partitionKey(move.nodeId(edge.sourceId(), edge.targetId()));
      int shard = move.shard(edge.sourceId(), edge.targetId());
      String attribute = move.counter().attribute();
      boolean gone = missing.contains(nodeKey);
      if (gone && shard < 0) {
        continue; // kept on the node item, which is gone
      }
      Map<String, AttributeValue> key =
          shard < 0 ? node.key(node.idOf(nodeKey)) : CounterItems.key(nodeKey, attribute, shard);
      if (!touched.add(key.get("PK").s() + "/" + attribute)) {
        continue; // a self-edge's two ends on one counter item: one action an item
      }
      actions.add(gone ? orphanMove(key, attribute, after) : decrement(key, attribute));
    }
    for (String node : missing) {
      NodeKind kind = model.nodeOfKey(node);
      actions.add(new Expression().absent(table, kind.key(kind.idOf(node))));
    }
    send(named, actions, () -> after.forEach((at, value) -> {
      if (value.isPresent()) {
        orphans.put(at, value);
      } else {
        orphans.remove(at);
      }
    }));
  }

  /** {@code ADD counter -1} on an existing end, while it counts the edge. */
  private TransactWriteItem decrement(Map<String, AttributeValue> key, String attribute) {
    Expression e = new Expression();
    String c = e.name(attribute);
    return e.update(
        table, key, "ADD " + c + " " + e.value(number(-1)), c + " > " + e.value(number(0)));
  }

  /**
   * A missing end's counter item: none (as the check saw, or deleted by this repair) stays none;
   * one moves by -1 on the value known, or goes with its last edge. Records in {@code after} what
   * it holds once written.
   */
  private TransactWriteItem orphanMove(
      Map<String, AttributeValue> key, String attribute, Map<String, Optional<Long>> after) {
    String at = key.get("PK").s();
    Optional<Long> known = orphans.get(at);
    Expression e = new Expression();
    if (known == null) {
      return e.absent(table, key);
    }
    if (known.isPresent() && known.get() > 1) {
      after.put(at, Optional.of(known.get() - 1));
      String c = e.name(attribute);
      return e.update(
          table, key, "ADD " + c + " " + e.value(number(-1)), e.holds(attribute, known));
    }
    after.put(at, Optional.empty());
    return e.delete(table, key, e.holds(attribute, known));
  }

  /**
   * Sends {@code actions} (one transaction a hundred) for {@code findings}, recording their
   * outcome; {@code written} runs once all are written.
   */
  private void send(List<Finding> findings, List<TransactWriteItem> actions, Runnable written) {
    for (int from = 0; from < actions.size(); from += MAX_ACTIONS) {
      List<TransactWriteItem> chunk =
          actions.subList(from, Math.min(actions.size(), from + MAX_ACTIONS));
      String refused = transact(chunk);
      if (refused != null) {
        findings.forEach(f -> skipped.add(new Skipped(f, refused)));
        return;
      }
    }
    written.run();
    repaired.addAll(findings);
  }

  /** Null if written, else why not. */
  private String transact(List<TransactWriteItem> actions) {
    for (int attempt = 1; ; attempt++) {
      try {
        pace.accept(actions);
        client.transactWriteItems(b -> b.transactItems(actions));
        return null;
      } catch (TransactionCanceledException e) {
        boolean conflict =
            e.hasCancellationReasons()
                && e.cancellationReasons().stream()
                    .anyMatch(r -> "TransactionConflict".equals(r.code()));
        boolean condition =
            !e.hasCancellationReasons()
                || e.cancellationReasons().stream()
                    .anyMatch(r -> "ConditionalCheckFailed".equals(r.code()));
        if (condition || !conflict || attempt >= CONFLICT_ATTEMPTS) {
          return condition
              ? "the item changed since the check (its condition failed); nothing was"
                  + " overwritten: check again"
              : "DynamoDB cancelled the write: " + e.getMessage();
        }
        pause(attempt);
      }
    }
  }

  private static void pause(int attempt) {
    try {
      Thread.sleep(20L << attempt);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new EdgeTableException("Interrupted while repairing", e);
    }
  }

  private static AttributeValue number(long value) {
    return AttributeValue.fromN(Long.toString(value));
  }

  /** Placeholders of one request's expressions, and the writes built with them. */
  private static final class Expression {
    final ExpressionWriter writer = new ExpressionWriter();

    String name(String attribute) {
      return writer.name(attribute);
    }

    String value(AttributeValue value) {
      return writer.value(value);
    }

    /** {@code #a = :old}, or {@code attribute_not_exists(#a)} when it was absent. */
    String equalsOrAbsent(String name, Optional<AttributeValue> old) {
      return old.map(v -> name + " = " + value(v))
          .orElse("attribute_not_exists(" + name + ")");
    }

    /**
     * The item exists and its counter holds {@code value}; with none, it holds no number (absent,
     * or another type: what the check read as no value).
     */
    String holds(String attribute, Optional<Long> value) {
      String c = name(attribute);
      return "attribute_exists(" + name("PK") + ") AND "
          + value.map(v -> c + " = " + value(number(v)))
              .orElse("NOT attribute_type(" + c + ", " + value(AttributeValue.fromS("N")) + ")");
    }

    TransactWriteItem update(
        String table, Map<String, AttributeValue> key, String update, String condition) {
      return TransactActions.update(table, key, update, condition, writer);
    }

    TransactWriteItem delete(String table, Map<String, AttributeValue> key, String condition) {
      return TransactActions.delete(table, key, condition, writer);
    }

    /** A ConditionCheck that {@code key} is still absent. */
    TransactWriteItem absent(String table, Map<String, AttributeValue> key) {
      return TransactActions.check(table, key, "attribute_not_exists(" + name("PK") + ")", writer);
    }
  }
}
