package io.edgetable.processor.diagnostics;

import static io.edgetable.processor.diagnostics.Messages.about;
import static io.edgetable.processor.diagnostics.Messages.simple;

import io.edgetable.processor.diagnostics.Messages.Code;
import io.edgetable.processor.model.KeyTemplate;
import io.edgetable.processor.model.RecordName;
import java.util.Locale;
import java.util.Optional;

/**
 * The messages about records that would share items or generated classes: colliding keys,
 * generated names taken, and lists of a node's collection named alike. Their codes are listed in
 * {@link Messages.Code}.
 */
public final class CollisionMessages {

  private CollisionMessages() {}

  /** How two kinds' sort keys in one partition collide. */
  public enum Overlap {
    /** Both are the same constant. */
    SAME_CONSTANT,
    /** Both are the same literal followed by an id: equal for equal ids. */
    EQUAL,
    /** One literal begins with the other: the shorter one's query reads both. */
    PREFIX
  }

  /** One side of a key collision: a record, its sort key, and a node's constant sort key. */
  public record KeyKind(
      RecordName name, boolean edge, KeyTemplate sortKey, Optional<String> constantSortKey) {}

  /**
   * {@code subject}'s items can overwrite, or be read with, {@code other}'s: both live in
   * partitions {@code partition} of the table, or of {@code index}. {@code freeLabel} is a label
   * no kind of the partition uses (for an edge).
   */
  public static String keyCollision(
      KeyKind subject,
      KeyKind other,
      KeyTemplate partition,
      Optional<String> index,
      Overlap how,
      Optional<String> freeLabel) {
    String where =
        "both live in partitions "
            + partition.attribute()
            + " = "
            + partition.describe()
            + index.map(i -> " of index " + i).orElse("");
    KeyTemplate a = subject.sortKey();
    KeyTemplate b = other.sortKey();
    String detail =
        switch (how) {
          case SAME_CONSTANT ->
              " with the same constant sort key " + a.literal() + ", so one overwrites the other";
          case EQUAL ->
              " and their sort keys "
                  + a.describe()
                  + " and "
                  + b.describe()
                  + " are equal for equal ids, so one item overwrites the other"
                  + (subject.edge() && !other.edge() && index.isEmpty()
                      ? " (an edge whose target id equals its source id would overwrite the node)"
                      : "");
          case PREFIX -> {
            KeyTemplate shorter = a.literal().length() < b.literal().length() ? a : b;
            KeyTemplate longer = shorter == a ? b : a;
            yield " and sort keys "
                + longer.describe()
                + " begin with \""
                + shorter.literal()
                + "\", so a query begins_with("
                + shorter.attribute()
                + ", \""
                + shorter.literal()
                + "\") would also read the other kind's items";
          }
        };
    return about(Code.EdgeKeyCollision, subject.name().qualifiedName())
        + " and "
        + other.name().qualifiedName()
        + ": "
        + where
        + detail
        + "; "
        + collisionFix(subject, index, freeLabel);
  }

  private static String collisionFix(
      KeyKind subject, Optional<String> index, Optional<String> freeLabel) {
    String name = subject.name().simpleNames();
    if (subject.edge()) {
      return "give "
          + name
          + " a distinct label (e.g. label = \""
          + freeLabel.orElse(subject.name().simpleName().toUpperCase(Locale.ROOT))
          + "\", which no record of that partition uses)"
          + (index.isPresent() ? " or another inverse index" : " or a distinct targetPrefix");
    }
    return subject
        .constantSortKey()
        .map(k -> "give " + name + " a distinct prefix or another sortKey than \"" + k + "\"")
        .orElse("give " + name + " a distinct prefix or a constant sortKey");
  }

  /** A class EdgeTable generates for {@code record} exists already, written by someone else. */
  public static String generatedNameTaken(String record, String generated) {
    return about(Code.EdgeGeneratedNameTaken, record)
        + ": EdgeTable generates "
        + generated
        + " for it, but a type "
        + generated
        + " is already declared; rename "
        + simple(generated)
        + ", or rename "
        + simple(record)
        + " so that its generated classes get other names";
  }

  /** Two records whose generated classes would have one name. */
  public static String generatedNameShared(String record, String generated, String other) {
    return about(Code.EdgeGeneratedNameTaken, record)
        + ": EdgeTable generates "
        + generated
        + " for it, and also for "
        + other
        + " (nested records' classes join names with '_'); rename one of the two records";
  }

  /**
   * Two edges stored in one node's partition whose names give its collection one list name:
   * {@code a.Follow} and {@code b.Follow} from {@code app.User}.
   */
  public static String collectionNameClash(
      String record, String other, String node, String collection, String name) {
    return about(Code.EdgeCollectionNameClash, record)
        + ": it and "
        + other
        + " are both stored in the partition of "
        + node
        + ", whose "
        + collection
        + " holds one list per edge type, named after the record: both lists would be named "
        + name
        + "; rename one of the two records";
  }
}
