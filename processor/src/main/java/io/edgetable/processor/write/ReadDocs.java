package io.edgetable.processor.write;

import static io.edgetable.processor.write.DaoNames.doc;
import static io.edgetable.processor.write.RequestText.CONSISTENCY;
import static io.edgetable.processor.write.RequestText.invalidKey;
import static io.edgetable.processor.write.RequestText.requests;

import io.edgetable.processor.model.CollectionModel;
import io.edgetable.processor.model.NodeModel;
import io.edgetable.processor.write.DaoOperation.Doc;
import java.util.List;
import java.util.stream.Collectors;

/** The Javadoc of a node's {@code collection(id)} ({@link ReadOperations}). */
final class ReadDocs {
  private final DaoSubject subject;

  ReadDocs(DaoSubject subject) {
    this.subject = subject;
  }

  /** {@code collection(id)}: the node's partition in one query. */
  Doc collection(CollectionModel collection) {
    NodeModel node = collection.node();
    String edgeText =
        collection.edges().stream()
            .map(
                e ->
                    CollectionGenerator.accessor(collection, e)
                        + " (begins_with(SK, \""
                        + e.sk().literal()
                        + "\"))")
            .collect(Collectors.joining(",\n"));
    String filtered =
        ReadOperations.expiring(collection)
            .map(t -> "; items whose " + t + " has passed are filtered out")
            .orElse("");
    String counterItems = subject.counterItems();
    return new Doc(
        doc(
            "Query PK = "
                + node.pk().describe()
                + " with no sort-key condition, every page:\nthe node (SK = "
                + node.sk().describe()
                + ")"
                + (edgeText.isEmpty() ? "" : " and its " + edgeText)
                + ".\nOther items in the partition are ignored ("
                + CONSISTENCY
                + ")"
                + filtered
                + "."
                + (counterItems.isEmpty()
                    ? ""
                    : "\nBeside it, BatchGetItem of the counter items "
                        + counterItems
                        + " ("
                        + requests(subject.nodeReadKeys() - 1)
                        + "), added to the node's counters.")),
        "the node (empty if absent) and its edges in SK order",
        List.of(invalidKey(RequestText.NODE_ID)));
  }
}
