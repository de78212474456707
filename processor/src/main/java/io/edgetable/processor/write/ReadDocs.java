package io.edgetable.processor.write;

import static io.edgetable.processor.write.DaoNames.doc;
import static io.edgetable.processor.write.RequestText.CONSISTENCY;
import static io.edgetable.processor.write.RequestText.invalidKey;
import static io.edgetable.processor.write.RequestText.requests;

import io.edgetable.processor.model.CollectionModel;
import io.edgetable.processor.model.NodeModel;
import io.edgetable.processor.names.RuntimeNames;
import io.edgetable.processor.write.DaoOperation.Doc;
import io.edgetable.processor.write.DaoOperation.Thrown;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/** The Javadoc of the reads of one record by key ({@link ReadOperations}). */
final class ReadDocs {
  private final DaoSubject subject;
  private final RequestText text;

  ReadDocs(DaoSubject subject) {
    this.subject = subject;
    this.text = new RequestText(subject);
  }

  /** {@code get}: one GetItem, or with sharded counters one BatchGetItem. */
  Doc get() {
    String keyText = subject.keyText();
    String counterItems = subject.counterItems();
    int readKeys = subject.nodeReadKeys();
    List<Thrown> thrown = new ArrayList<>();
    String request = "GetItem " + keyText + " (" + CONSISTENCY + ").";
    if (!counterItems.isEmpty()) {
      request =
          "BatchGetItem of "
              + readKeys
              + " keys ("
              + requests(readKeys)
              + "): the node item "
              + keyText
              + " and its counter items "
              + counterItems
              + ".\nEach sharded counter reads as the node item's value plus its counter items ("
              + CONSISTENCY
              + ").";
      thrown.add(
          new Thrown(
              RuntimeNames.BATCH_GET_EXCEPTION,
              "if DynamoDB left a key unprocessed after the retries"));
    }
    thrown.add(invalidKey(text.invalidIds()));
    return new Doc(
        doc(request), "the " + subject.noun() + ", or empty if absent" + text.orExpired(), thrown);
  }

  /** {@code exists}: a GetItem projecting the key only. */
  Doc exists() {
    return new Doc(
        doc("GetItem " + subject.keyText() + " projecting PK only (" + CONSISTENCY + ")."),
        "whether the " + subject.noun() + " exists" + text.andLive(),
        List.of(invalidKey(text.invalidIds())));
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
