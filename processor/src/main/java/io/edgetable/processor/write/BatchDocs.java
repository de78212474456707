package io.edgetable.processor.write;

import static io.edgetable.processor.write.DaoNames.doc;
import static io.edgetable.processor.write.RequestText.CONSISTENCY;
import static io.edgetable.processor.write.RequestText.invalidKey;

import com.squareup.javapoet.ClassName;
import io.edgetable.processor.model.NodeModel;
import io.edgetable.processor.names.RuntimeNames;
import io.edgetable.processor.write.DaoOperation.Doc;
import io.edgetable.processor.write.DaoOperation.Thrown;
import java.util.ArrayList;
import java.util.List;

/** The Javadoc of the batches of one record ({@link BatchOperations}). */
final class BatchDocs {
  private static final String INVALID_ID =
      "if an id is null or cannot form a key (nothing is sent)";
  private static final String INVALID_KEY =
      "if a key holds an id that is null or cannot form a key (nothing is sent)";

  private final DaoSubject subject;
  private final RequestText text;

  BatchDocs(DaoSubject subject) {
    this.subject = subject;
    this.text = new RequestText(subject);
  }

  /** A node's putAll: a batch write, or with a version one conditional write per record. */
  Doc nodePutAll(NodeModel node) {
    return putAll(
        subject.version().isPresent()
            ? versionedPutAll(subject, null)
            : "BatchWriteItem: Put each item ("
                + subject.keyText()
                + ", overwriting, counters included"
                + (node.shardedCounters().isEmpty()
                    ? ""
                    : "; a sharded counter's counter items are left as they are and reads"
                        + " add them to the value written")
                + "), 25 per request, retrying unprocessed items with backoff.",
        null,
        "nodes",
        "if a record's id cannot form a key (nothing is sent)");
  }

  /** An edge's putAll: with counters, one transaction per edge. */
  Doc edgePutAll(EdgeWriteText edge, boolean counted) {
    return putAll(
        edge.putAll(),
        counted
            ? "how many edges were created"
                + (subject.version().isPresent() ? " (records of version 0)" : "")
            : null,
        "edges",
        "if a record's ids cannot form a key (nothing is sent)");
  }

  private Doc putAll(String request, String returns, String what, String invalid) {
    return new Doc(
        doc(request),
        returns,
        List.of(
            new Thrown(
                RuntimeNames.BATCH_WRITE_EXCEPTION,
                "with the "
                    + what
                    + " not written"
                    + (subject.version().isPresent()
                        ? " (refused by their version, each a VersionConflictException"
                            + " among the exception's cause and suppressed ones, or failed)"
                        : ", after the retries")),
            new Thrown(
                RuntimeNames.NULL_POINTER_EXCEPTION,
                "if {@code " + BatchOperations.records(subject) + "} holds null"),
            invalidKey(invalid)));
  }

  /** A node's deleteAll: a batch write, or with counters one guarded delete per id. */
  Doc nodeDeleteAll(NodeModel node) {
    return new Doc(
        doc(
            WriteDocs.counters(node).isEmpty()
                ? "BatchWriteItem: Delete each key ("
                    + subject.keyText()
                    + "), 25 per request, retrying unprocessed keys with backoff. Deletes the"
                    + " node items only; their edges stay."
                : "One delete per id, as delete does (at most 8 at once), since a batch"
                    + " write cannot refuse a node that counted edges still point at:"
                    + " such nodes are among the ids not deleted (the exception's cause"
                    + " is the first NodeHasEdgesException)."),
        null,
        keysThrown(RuntimeNames.BATCH_WRITE_EXCEPTION, "deleted"));
  }

  /** An edge's deleteAll: with counters, one transaction per key. */
  Doc edgeDeleteAll(EdgeWriteText edge, boolean counted) {
    return new Doc(
        doc(edge.deleteAll()),
        counted ? "how many edges existed and are deleted" : null,
        keysThrown(RuntimeNames.BATCH_WRITE_EXCEPTION, "deleted"));
  }

  /** {@code getAll}: BatchGetItem, 100 keys a request. */
  Doc getAll() {
    String counterItems = subject.counterItems();
    String parameter = BatchOperations.keysName(subject);
    return new Doc(
        doc(
            "BatchGetItem: Get each key ("
                + subject.keyText()
                + (counterItems.isEmpty()
                    ? ""
                    : ") with its counter items ("
                        + counterItems
                        + "; each sharded counter reads as the node item's value plus"
                        + " them")
                + "), 100 per request, retrying unprocessed keys with backoff ("
                + CONSISTENCY
                + ")."),
        "the "
            + subject.noun()
            + "s found, in the order of {@code "
            + parameter
            + "}; absent ones are"
            + " skipped",
        keysThrown(RuntimeNames.BATCH_GET_EXCEPTION, "read"));
  }

  /**
   * What a batch over keys throws: {@code exception} with the keys not {@code done} after the
   * retries, for an edge a null key, and a bad id.
   */
  private List<Thrown> keysThrown(ClassName exception, String done) {
    String parameter = BatchOperations.keysName(subject);
    List<Thrown> thrown = new ArrayList<>();
    thrown.add(
        new Thrown(exception, "with the " + parameter + " not " + done + ", after the retries"));
    if (!subject.isNode()) {
      thrown.add(
          new Thrown(
              RuntimeNames.NULL_POINTER_EXCEPTION, "if {@code " + parameter + "} holds null"));
    }
    thrown.add(invalidKey(subject.isNode() ? INVALID_ID : INVALID_KEY));
    return thrown;
  }

  /** The request lines of a versioned {@code putAll}: save's condition, record by record. */
  static String versionedPutAll(DaoSubject subject, EdgeWriteText counted) {
    String v = subject.version().orElseThrow();
    String keyText = subject.keyText();
    String write =
        counted != null
            ? "version 0: TransactWriteItems: Put "
                + keyText
                + " if attribute_not_exists(PK)"
                + counted.counters(":1")
                + ";\nany other: PutItem "
                + keyText
                + " if "
                + v
                + " = :version (the record's)"
            : (subject.isNode() ? "UpdateItem " : "PutItem ")
                + keyText
                + " if "
                + new RequestText(subject).atVersion();
    return "One conditional write per record (BatchWriteItem cannot carry conditions), at most 8"
        + " at once: "
        + write
        + ", storing "
        + v
        + " + 1.";
  }
}
