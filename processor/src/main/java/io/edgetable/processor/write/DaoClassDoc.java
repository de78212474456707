package io.edgetable.processor.write;

import static io.edgetable.processor.write.DaoNames.doc;

import io.edgetable.processor.model.EdgeModel;
import io.edgetable.processor.model.NodeModel;
import java.util.List;

/**
 * The class Javadoc of a generated DAO: the methods it inherits are documented once, in terms of
 * "the DAO's key", by its base class; this states, once, what those requests are for this record
 * kind: its key patterns, the query of its forward partition, the counters its writes move, its
 * version and time to live, and how long its ids may be.
 */
final class DaoClassDoc {
  private DaoClassDoc() {}

  /** A node DAO's: its key, and the conditions its counters, version and time to live add. */
  static String node(NodeModel node, DaoSubject subject, String base, String idLimits) {
    StringBuilder text = opening(subject, base);
    text.append(".");
    List<String> counters = WriteDocs.counters(node);
    if (!counters.isEmpty()) {
      text.append("\nCounters ")
          .append(String.join(", ", counters))
          .append(
              ": start at 0 and move only with their edges (put and putAll refuse another value,"
                  + " save never writes them, putAll writes each node as save does); delete: ")
          .append(new NodeDeleteText(node, subject).delete());
    }
    if (!subject.counterItems().isEmpty()) {
      text.append("\nReads also read the counter items ")
          .append(subject.counterItems())
          .append(", which add to the node item's counters.");
    }
    return close(text, subject, idLimits);
  }

  /** An edge DAO's: its key, its forward query, and what its writes send besides the item. */
  static String edge(EdgeModel edge, DaoSubject subject, String base, String idLimits) {
    StringBuilder text = opening(subject, base);
    text.append("; forward queries: Query PK = ")
        .append(edge.pk().describe())
        .append(" AND begins_with(SK, \"")
        .append(edge.sk().literal())
        .append("\").");
    RequestText request = new RequestText(subject);
    if (edge.counted()) {
      EdgeWriteText writes = new EdgeWriteText(edge, subject);
      text.append("\nput and putAll: TransactWriteItems: Put if attribute_not_exists(PK)")
          .append(writes.counters(":1"))
          .append(".\ndelete and deleteAll: TransactWriteItems: Delete if ")
          .append(request.present())
          .append(writes.counters(":-1"))
          .append(".");
    } else {
      text.append("\nput: PutItem if ").append(request.absent()).append(".");
    }
    return close(text, subject, idLimits);
  }

  private static StringBuilder opening(DaoSubject subject, String base) {
    return new StringBuilder("{@link ")
        .append(subject.record().simpleName())
        .append("} ")
        .append(subject.noun())
        .append("s with the methods of {@link ")
        .append(base)
        .append("}, whose requests here read and write the key ")
        .append(subject.keyText());
  }

  /** The version and time-to-live lines, the id limits, and the whole text escaped and wrapped. */
  private static String close(StringBuilder text, DaoSubject subject, String idLimits) {
    subject
        .version()
        .ifPresent(
            v ->
                text.append("\nVersion ")
                    .append(v)
                    .append(": every overwrite is conditional on the stored ")
                    .append(v)
                    .append(" = the record's (a put or save of version 0: on none stored), and")
                    .append(" stores ")
                    .append(v)
                    .append(" + 1; a mismatch throws VersionConflictException."));
    subject
        .ttl()
        .ifPresent(
            t ->
                text.append("\nTime to live ")
                    .append(t)
                    .append(": an item whose ")
                    .append(t)
                    .append(" has passed reads as absent, and put writes over it."));
    String escaped = doc(text.toString()) + "\n" + (idLimits.isEmpty() ? "" : "\n<p>" + idLimits);
    return DocText.wrap(escaped, DocText.CLASS_WIDTH);
  }
}
