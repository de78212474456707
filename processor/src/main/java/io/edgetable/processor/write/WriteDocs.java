package io.edgetable.processor.write;

import static io.edgetable.processor.write.DaoNames.doc;
import static io.edgetable.processor.write.RequestText.conflict;
import static io.edgetable.processor.write.RequestText.invalidKey;
import static io.edgetable.processor.write.RequestText.thrown;

import io.edgetable.processor.model.ComponentModel;
import io.edgetable.processor.model.ComponentModel.Role;
import io.edgetable.processor.model.NodeModel;
import io.edgetable.processor.write.DaoOperation.Doc;
import io.edgetable.processor.write.DaoOperation.Thrown;
import java.util.ArrayList;
import java.util.List;

/**
 * The Javadoc of {@code delete(record)} of a versioned record ({@link WriteOperations}): the
 * request it sends, with its condition, what it returns and what it throws.
 */
final class WriteDocs {
  private final DaoSubject subject;
  private final RequestText text;

  WriteDocs(DaoSubject subject) {
    this.subject = subject;
    this.text = new RequestText(subject);
  }

  /**
   * A node's {@code delete(record)}, of a versioned node: only at the record's version, and, like
   * {@code delete(id)}, only while its counters count no edge.
   */
  Doc nodeDeleteRecord(NodeModel node) {
    List<String> counters = counters(node);
    if (counters.isEmpty()) {
      return deleteRecord(
          "DeleteItem " + subject.keyText() + " if " + text.presentAtVersion() + ".", List.of());
    }
    return deleteRecord(
        new NodeDeleteText(node, subject).delete() + "\nAlso only at the record's version.",
        NodeDeleteText.hasEdges(counters));
  }

  /** An edge's {@code delete(record)}, of a versioned edge. */
  Doc edgeDeleteRecord(EdgeWriteText edge) {
    return deleteRecord(edge.deleteRecord(), List.of());
  }

  private Doc deleteRecord(String request, List<Thrown> refusals) {
    String noun = subject.noun();
    List<Thrown> thrown = new ArrayList<>(refusals);
    thrown.add(conflict());
    thrown.add(invalidKey(text.invalidRecord()));
    return new Doc(
        doc(request + "\nDeletes the " + noun + " only if it holds the record's version."),
        "{@code true} if deleted; {@code false} if the " + noun + " is absent" + text.orExpired(),
        thrown);
  }

  /** The names of a node's counters. */
  static List<String> counters(NodeModel node) {
    return node.components().stream()
        .filter(c -> c.role() == Role.COUNTER)
        .map(ComponentModel::name)
        .toList();
  }
}
