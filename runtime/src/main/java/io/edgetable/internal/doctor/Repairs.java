package io.edgetable.doctor;

import io.edgetable.schema.EdgeSchema.Side;
import io.edgetable.exception.EdgeTableException;
import io.edgetable.doctor.Audit.EdgeRef;
import io.edgetable.doctor.Layout.EdgeCounter;
import io.edgetable.doctor.Layout.NodeKind;
import io.edgetable.doctor.RepairResult.Skipped;
import io.edgetable.internal.model.CounterItems;
import io.edgetable.internal.codec.KeyCodec;
import io.edgetable.internal.expression.ExpressionWriter;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeSet;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ConditionCheck;
import software.amazon.awssdk.services.dynamodb.model.Delete;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItem;
import software.amazon.awssdk.services.dynamodb.model.TransactionCanceledException;
import software.amazon.awssdk.services.dynamodb.model.Update;

/**
 * The repairs, each a conditional write on the values the check read, so a change made since
 * is never overwritten: the repair is skipped and reported instead. Index keys first, then
 * counters, then (when asked) dangling edges, whose delete moves the counters of the end that
 * still exists in the same transaction.
 */
final class Repairs {
  /** DynamoDB's limit of items in one TransactWriteItems. */
  private static final int MAX_ACTIONS = 100;

  private static final int CONFLICT_ATTEMPTS = 5;

  private final DynamoDbClient client;
  private final String table;
  private final Layout layout;
  private final List<Finding> repaired = new ArrayList<>();
  private final List<Skipped> skipped = new ArrayList<>();
  private final List<Finding> notRepaired = new ArrayList<>();

  Repairs(DynamoDbClient client, String table, Layout layout) {
    this.client = client;
    this.table = table;
    this.layout = layout;
  }

  RepairResult run(List<Finding> findings, boolean deleteDanglingEdges) {
    for (Finding finding : findings) {
      if (finding instanceof IndexKeyMismatch mismatch) {
        send(finding, List.of(indexKeys(mismatch)));
      }
    }
    for (Finding finding : findings) {
      if (finding instanceof CounterDrift drift) {
        send(finding, counter(drift));
      }
    }
    for (Finding finding : findings) {
      if (finding instanceof DanglingEdge dangling && deleteDanglingEdges) {
        List<TransactWriteItem> actions = dangling(dangling);
        if (actions == null) {
          skipped.add(new Skipped(finding, "its key is not an edge of the kinds given"));
        } else {
          send(finding, actions);
        }
      } else if (finding instanceof UnknownItem
          || finding instanceof TypeMismatch
          || finding instanceof DanglingEdge) {
        notRepaired.add(finding);
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
    return TransactWriteItem.builder()
        .update(e.update(table, mismatch.key(), update, condition))
        .build();
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
          TransactWriteItem.builder()
              .update(
                  e.update(
                      table,
                      drift.key(),
                      "SET " + c + " = " + e.value(number(nodeTarget)),
                      "attribute_exists(" + e.name("PK") + ") AND "
                          + e.equalsOrAbsent(c, node.map(Repairs::number))))
              .build());
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
        actions.add(
            TransactWriteItem.builder()
                .delete(
                    Delete.builder()
                        .tableName(table)
                        .key(key)
                        .conditionExpression(e.equalsOrAbsent(c, Optional.of(number(stored))))
                        .expressionAttributeNames(e.writer.namesOrNull())
                        .expressionAttributeValues(e.writer.valuesOrNull())
                        .build())
                .build());
      } else if (stored == null) {
        if (target != 0) {
          actions.add(
              TransactWriteItem.builder()
                  .update(
                      e.update(
                          table, key, "SET " + c + " = " + e.value(number(target)),
                          "attribute_not_exists(" + e.name("PK") + ")"))
                  .build());
        }
      } else if (stored != target) {
        actions.add(
            TransactWriteItem.builder()
                .update(
                    e.update(
                        table, key, "SET " + c + " = " + e.value(number(target)),
                        e.equalsOrAbsent(c, Optional.of(number(stored)))))
                .build());
      }
    }
    return actions;
  }

  /**
   * The delete of a dangling edge, on condition that it exists and its missing nodes are still
   * missing, moving the counters it moves on an end that exists by -1 (while they count it).
   */
  private List<TransactWriteItem> dangling(DanglingEdge dangling) {
    EdgeRef edge =
        Audit.edgeOf(layout, dangling.key().get("PK").s(), dangling.key().get("SK").s());
    if (edge == null) {
      return null;
    }
    List<TransactWriteItem> actions = new ArrayList<>();
    Expression d = new Expression();
    actions.add(
        TransactWriteItem.builder()
            .delete(
                Delete.builder()
                    .tableName(table)
                    .key(dangling.key())
                    .conditionExpression("attribute_exists(" + d.name("PK") + ")")
                    .expressionAttributeNames(d.writer.namesOrNull())
                    .build())
            .build());
    Map<String, TransactWriteItem> byItem = new HashMap<>();
    for (EdgeCounter counter : edge.kind().counters()) {
      boolean source = counter.side() == Side.SOURCE;
      NodeKind node = counter.node();
      String nodeId = source ? edge.sourceId() : edge.targetId();
      String otherId = source ? edge.targetId() : edge.sourceId();
      if (dangling.missingNodes().contains(node.partitionKey(nodeId))) {
        continue;
      }
      int shards = node.counters().get(counter.index()).shards();
      String attribute = node.counters().get(counter.index()).attribute();
      Map<String, AttributeValue> key =
          shards > 1
              ? CounterItems.key(
                  node.partitionKey(nodeId), attribute, KeyCodec.shard(otherId, shards))
              : node.key(nodeId);
      String at = key.get("PK").s() + "/" + attribute;
      if (byItem.containsKey(at)) {
        continue; // a self-edge's two ends: moved once per counter attribute
      }
      Expression e = new Expression();
      String c = e.name(attribute);
      TransactWriteItem move =
          TransactWriteItem.builder()
              .update(
                  e.update(
                      table, key, "ADD " + c + " " + e.value(number(-1)),
                      c + " > " + e.value(number(0))))
              .build();
      byItem.put(at, move);
      actions.add(move);
    }
    for (String missing : dangling.missingNodes()) {
      NodeKind node = layout.node(missing.substring(0, missing.indexOf('#') + 1));
      Expression e = new Expression();
      actions.add(
          TransactWriteItem.builder()
              .conditionCheck(
                  ConditionCheck.builder()
                      .tableName(table)
                      .key(node.key(missing.substring(missing.indexOf('#') + 1)))
                      .conditionExpression("attribute_not_exists(" + e.name("PK") + ")")
                      .expressionAttributeNames(e.writer.namesOrNull())
                      .build())
              .build());
    }
    return actions;
  }

  /** Sends {@code actions} (one transaction a hundred), recording the finding's outcome. */
  private void send(Finding finding, List<TransactWriteItem> actions) {
    if (actions.isEmpty()) {
      repaired.add(finding);
      return;
    }
    for (int from = 0; from < actions.size(); from += MAX_ACTIONS) {
      List<TransactWriteItem> chunk =
          actions.subList(from, Math.min(actions.size(), from + MAX_ACTIONS));
      String refused = transact(chunk);
      if (refused != null) {
        skipped.add(new Skipped(finding, refused));
        return;
      }
    }
    repaired.add(finding);
  }

  /** Null if written, else why not. */
  private String transact(List<TransactWriteItem> actions) {
    for (int attempt = 1; ; attempt++) {
      try {
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

    Update update(
        String table, Map<String, AttributeValue> key, String update, String condition) {
      return Update.builder()
          .tableName(table)
          .key(key)
          .updateExpression(update)
          .conditionExpression(condition)
          .expressionAttributeNames(writer.namesOrNull())
          .expressionAttributeValues(writer.valuesOrNull())
          .build();
    }
  }
}
