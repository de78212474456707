package io.edgetable.processor.write;

import io.edgetable.processor.model.CounterModel;
import io.edgetable.processor.model.EdgeModel;
import io.edgetable.processor.model.KeyLayout;

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
