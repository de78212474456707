package io.edgetable.processor.write;

import io.edgetable.processor.model.CounterModel;
import io.edgetable.processor.model.EdgeModel;
import io.edgetable.processor.model.KeyLayout;
import io.edgetable.processor.names.RuntimeNames;
import io.edgetable.processor.write.DaoOperation.Thrown;
import java.util.List;

/**
 * The request lines of an edge's writes, which name its counter updates when it has any: a counted
 * edge's put, delete and batches are transactions.
 */
final class EdgeWriteText {
  private final EdgeModel edge;
  private final DaoSubject subject;
  private final RequestText text;

  EdgeWriteText(EdgeModel edge, DaoSubject subject) {
    this.edge = edge;
    this.subject = subject;
    this.text = new RequestText(subject);
  }

  String put() {
    String keyText = subject.keyText();
    return edge.counted()
        ? "TransactWriteItems: Put "
            + keyText
            + " if attribute_not_exists(PK)"
            + counters(":1")
            + ".\nCreates the edge and counts it on its nodes, all or nothing"
            + text.createdVersion()
            + "."
            + firstOnCounterItem()
        : "PutItem "
            + keyText
            + " if "
            + text.absent()
            + ".\nCreates the edge unless it exists"
            + text.createdVersion()
            + ".";
  }

  String deleteRecord() {
    String condition = text.presentAtVersion();
    return edge.counted()
        ? "TransactWriteItems: Delete "
            + subject.keyText()
            + " if "
            + condition
            + counters(":-1")
            + ".\nUncounts it on its nodes in the same transaction."
        : "DeleteItem " + subject.keyText() + " if " + condition + ".";
  }

  /** What the first edge on a counter item sends, for an edge with a sharded counter. */
  private String firstOnCounterItem() {
    boolean sharded =
        edge.sourceCounter().map(CounterModel::sharded).orElse(false)
            || edge.targetCounter().map(CounterModel::sharded).orElse(false);
    return sharded
        ? "\nA counter item stands for its node once it exists; the first edge on one finds"
            + " it absent, reads the counted items (one consistent BatchGetItem) and sends the"
            + " transaction again with a ConditionCheck that the node exists and an ADD that"
            + " creates the counter item."
        : "";
  }

  /** {@code NodeNotFoundException} for a counted edge's put. */
  List<Thrown> nodeNotFound() {
    return edge.counted()
        ? List.of(
            new Thrown(
                RuntimeNames.NODE_NOT_FOUND_EXCEPTION,
                "if a counted node item is missing (nothing written)"))
        : List.of();
  }

  String delete(boolean conditional) {
    String keyText = subject.keyText();
    String condition = text.present() + (conditional ? " AND (condition)" : "");
    return edge.counted()
        ? "TransactWriteItems: Delete "
            + keyText
            + " if "
            + condition
            + counters(":-1")
            + ".\nDeletes the edge and uncounts it on its nodes, all or nothing. If a counted"
            + " item is not as assumed (a node deleted, or created again since), it reads the"
            + " counted items (one consistent BatchGetItem) and sends the transaction that"
            + " matches them: the edge is deleted, the counters that count it move, the others"
            + " are checked as read; no counter goes below zero."
        : "DeleteItem " + keyText + " if " + condition + ".";
  }

  String putAll() {
    String keyText = subject.keyText();
    if (subject.version().isPresent()) {
      return BatchDocs.versionedPutAll(subject, edge.counted() ? this : null);
    }
    return edge.counted()
        ? "One TransactWriteItems per edge, as put does (at most 8 at once, never two on one"
            + " counted item):\nPut "
            + keyText
            + " if attribute_not_exists(PK)"
            + counters(":1")
            + ".\nEdges that already exist are left as they are, so counters stay exact."
        : "BatchWriteItem: Put each item ("
            + keyText
            + ", overwriting), 25 per request, retrying unprocessed items with backoff.";
  }

  String deleteAll() {
    String keyText = subject.keyText();
    return edge.counted()
        ? "One TransactWriteItems per key, as delete does:\nDelete "
            + keyText
            + " if attribute_exists(PK)"
            + counters(":-1")
            + "."
        : "BatchWriteItem: Delete each key ("
            + keyText
            + "), 25 per request, retrying unprocessed keys with backoff.";
  }

  /** {@code ;\nADD courseCount :1 on STU#{studentId} if attribute_exists(PK)...}. */
  String counters(String delta) {
    String source = edge.sourceId().component();
    String target = edge.targetId().component();
    return edge.sourceCounter().map(c -> ";\n" + part(c, delta, source, target)).orElse("")
        + edge.targetCounter().map(c -> ";\n" + part(c, delta, target, source)).orElse("");
  }

  /**
   * {@code ADD followers :1 on USER#{followee}#followers#{shard 0..7} (the shard of follower) if
   * attribute_exists(PK)}; a delete's guard is that the counter counts the edge.
   */
  private static String part(CounterModel counter, String delta, String id, String otherId) {
    String item =
        counter.sharded()
            ? "the counter item PK = SK = "
                + KeyLayout.counterItem(
                    counter.node().nodePrefix(), id, counter.component(), counter.shards())
                + " (the shard of "
                + otherId
                + ")"
            : counter.node().nodePrefix() + "#{" + id + "}";
    String guard = delta.startsWith(":-") ? counter.component() + " > 0" : "attribute_exists(PK)";
    return "ADD " + counter.component() + " " + delta + " on " + item + " if " + guard;
  }
}
