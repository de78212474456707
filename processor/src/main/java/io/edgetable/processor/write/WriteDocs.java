package io.edgetable.processor.write;

import static io.edgetable.processor.write.DaoNames.doc;
import static io.edgetable.processor.write.RequestText.conflict;
import static io.edgetable.processor.write.RequestText.invalidKey;
import static io.edgetable.processor.write.RequestText.thrown;

import io.edgetable.processor.model.ComponentModel;
import io.edgetable.processor.model.ComponentModel.Role;
import io.edgetable.processor.model.NodeModel;
import io.edgetable.processor.names.RuntimeNames;
import io.edgetable.processor.write.DaoOperation.Doc;
import io.edgetable.processor.write.DaoOperation.Thrown;
import java.util.ArrayList;
import java.util.List;

/**
 * The Javadoc of the writes of one record ({@link WriteOperations}): the request each sends, with
 * its condition, what it returns and what it throws.
 */
final class WriteDocs {
  private final DaoSubject subject;
  private final RequestText text;

  WriteDocs(DaoSubject subject) {
    this.subject = subject;
    this.text = new RequestText(subject);
  }

  /** A node's put: creates it unless it exists. */
  Doc nodePut() {
    return put(
        "PutItem "
            + subject.keyText()
            + " if "
            + text.absent()
            + ".\n"
            + "Creates the node unless it exists; counters are written as given"
            + " (normally 0)"
            + text.createdVersion()
            + ".",
        List.of());
  }

  /** An edge's put: creates it unless it exists, counting it on its nodes if counted. */
  Doc edgePut(EdgeWriteText edge) {
    return put(edge.put(), edge.nodeNotFound());
  }

  private Doc put(String request, List<Thrown> more) {
    return new Doc(
        doc(request),
        "{@code true} if created; {@code false} if the "
            + subject.noun()
            + " already existed (nothing"
            + " written)",
        thrown(more, invalidKey(text.invalidRecord())));
  }

  /** A node's save: an upsert, or a write at the record's version. */
  Doc save(NodeModel node) {
    List<String> counters = counters(node);
    String keyText = subject.keyText();
    String preserved =
        counters.isEmpty()
            ? ""
            : "; never touches "
                + String.join(", ", counters)
                + " (written as given only when the node is new)";
    List<Thrown> thrown = new ArrayList<>();
    String request =
        "UpdateItem "
            + keyText
            + ": SET every attribute of the record that is not null, REMOVE the null ones"
            + preserved
            + ".\nAn upsert: creates the node if absent, else updates it in place.";
    if (subject.version().isPresent()) {
      String v = subject.version().get();
      request =
          "UpdateItem "
              + keyText
              + " if "
              + text.atVersion()
              + ": SET every attribute of the record that is not null, with "
              + v
              + " = the record's + 1, REMOVE the null ones"
              + preserved
              + ".\nVersion 0 creates the node; any other updates the version read.";
      thrown.add(conflict());
    }
    thrown.add(invalidKey(text.invalidRecord()));
    return new Doc(doc(request), null, thrown);
  }

  /** An edge's replace: overwrites it only if it exists (and the condition holds). */
  Doc replace(boolean conditional) {
    boolean versioned = subject.version().isPresent();
    return new Doc(
        doc(
            "PutItem "
                + subject.keyText()
                + " if "
                + (versioned ? text.presentAtVersion() : text.present())
                + (conditional ? " AND (condition)" : "")
                + ".\nOverwrites the edge's attributes only if it exists"
                + (versioned ? " at the record's version" : "")
                + (conditional ? " and the condition holds" : "")
                + "; counters are untouched"
                + subject.version().map(v -> "; stores " + v + " + 1").orElse("")
                + "."),
        "{@code true} if replaced; {@code false} if the edge is absent"
            + text.orExpired()
            + (conditional ? " or the condition failed" : ""),
        versioned
            ? List.of(conflict(), invalidKey(text.invalidRecord()))
            : List.of(invalidKey(text.invalidRecord())));
  }

  /** A node's delete by id, which its counters may refuse. */
  Doc nodeDelete(NodeModel node) {
    return new Doc(
        doc(new NodeDeleteText(node, subject).delete()),
        "{@code true} if the node existed and is deleted",
        thrown(NodeDeleteText.hasEdges(counters(node)), invalidKey(RequestText.NODE_ID)));
  }

  /** An edge's delete by ids (and condition). */
  Doc edgeDelete(EdgeWriteText edge, boolean conditional) {
    return new Doc(
        doc(edge.delete(conditional)),
        "{@code true} if the edge existed"
            + (conditional ? " and the condition held" : "")
            + " and is deleted",
        List.of(invalidKey(RequestText.EDGE_IDS)));
  }

  /** A node's {@code delete(record)}, of a versioned node: only at the record's version. */
  Doc nodeDeleteRecord() {
    return deleteRecord("DeleteItem " + subject.keyText() + " if " + text.presentAtVersion() + ".");
  }

  /** An edge's {@code delete(record)}, of a versioned edge. */
  Doc edgeDeleteRecord(EdgeWriteText edge) {
    return deleteRecord(edge.deleteRecord());
  }

  private Doc deleteRecord(String request) {
    String noun = subject.noun();
    return new Doc(
        doc(request + "\nDeletes the " + noun + " only if it holds the record's version."),
        "{@code true} if deleted; {@code false} if the " + noun + " is absent" + text.orExpired(),
        List.of(conflict(), invalidKey(text.invalidRecord())));
  }

  /** {@code update(ids..., update[, condition])}: one UpdateItem returning the new record. */
  Doc update(boolean conditional) {
    String noun = subject.noun();
    return new Doc(
        doc(
            "UpdateItem "
                + subject.keyText()
                + " if "
                + text.present()
                + (conditional ? " AND (condition)" : "")
                + ":\nthe update's actions"
                + subject.version().map(v -> " and ADD " + v + " :1").orElse("")
                + ", ReturnValues = ALL_NEW. Never creates the "
                + noun
                + "."),
        "the "
            + noun
            + " as stored after the update; empty if it is absent"
            + text.orExpired()
            + (conditional ? " or the condition failed" : "")
            + " (nothing written)",
        List.of(
            new Thrown(
                RuntimeNames.ILLEGAL_ARGUMENT_EXCEPTION,
                "if the update has two actions on one attribute (nothing is sent)"),
            invalidKey(text.invalidIds())));
  }

  /** The names of a node's counters. */
  static List<String> counters(NodeModel node) {
    return node.components().stream()
        .filter(c -> c.role() == Role.COUNTER)
        .map(ComponentModel::name)
        .toList();
  }
}
