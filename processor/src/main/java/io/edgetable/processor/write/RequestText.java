package io.edgetable.processor.write;

import io.edgetable.processor.names.RuntimeNames;
import io.edgetable.processor.write.DaoOperation.Thrown;
import java.util.ArrayList;
import java.util.List;

/**
 * The phrases that the Javadoc of many DAO operations share: the conditions a write sends (which
 * a version and a time to live extend), what a read's consistency is, and the common {@code
 * @throws}.
 */
final class RequestText {
  static final String NODE_ID = "if the id cannot form a key (nothing is sent)";
  static final String EDGE_IDS = "if an id cannot form a key (nothing is sent)";
  static final String CONSISTENCY =
      "eventually consistent; strongly consistent through {@code consistentReads()}";

  private final DaoSubject subject;

  RequestText(DaoSubject subject) {
    this.subject = subject;
  }

  /** {@code @throws InvalidKeyException} of a write of one record. */
  String invalidRecord() {
    return subject.isNode()
        ? "if the record's id cannot form a key (nothing is sent)"
        : "if the record's ids cannot form a key (nothing is sent)";
  }

  /** {@code attribute_not_exists(PK)}, or that the stored item has expired. */
  String absent() {
    return "attribute_not_exists(PK)" + subject.ttl().map(t -> " OR " + t + " < :now").orElse("");
  }

  /** {@code attribute_exists(PK)}, and that the stored item has not expired. */
  String present() {
    return "attribute_exists(PK)"
        + subject
            .ttl()
            .map(t -> " AND (attribute_not_exists(" + t + ") OR " + t + " >= :now)")
            .orElse("");
  }

  /** {@link #present}, and that the stored item holds the record's version. */
  String presentAtVersion() {
    return present() + " AND " + subject.version().orElseThrow() + " = :version (the record's)";
  }

  /** {@code " (or it has expired)"} where the record has a time to live. */
  String orExpired() {
    return subject
        .ttl()
        .map(t -> " (an item whose " + t + " has passed counts as absent)")
        .orElse("");
  }

  /** {@code one request} up to 100 keys (BatchGetItem's limit), else how many. */
  static String requests(int keys) {
    int requests = (keys + 99) / 100;
    return requests == 1 ? "one request" : requests + " requests of up to 100 keys";
  }

  /** A versioned write's refusal. */
  static Thrown conflict() {
    return new Thrown(
        RuntimeNames.VERSION_CONFLICT_EXCEPTION,
        "if another version is stored (nothing is written); read the " + "record again and retry");
  }

  /** {@code InvalidKeyException} {@code condition}. */
  static Thrown invalidKey(String condition) {
    return new Thrown(RuntimeNames.INVALID_KEY_EXCEPTION, condition);
  }

  /** {@code first}, then {@code last}. */
  static List<Thrown> thrown(List<Thrown> first, Thrown last) {
    List<Thrown> all = new ArrayList<>(first);
    all.add(last);
    return all;
  }
}
