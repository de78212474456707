package io.edgetable.processor.write;

import static io.edgetable.processor.write.DaoNames.doc;
import static io.edgetable.processor.write.RequestText.invalidKey;

import io.edgetable.processor.model.EdgeModel;
import io.edgetable.processor.model.IndexModel;
import io.edgetable.processor.model.KeyLayout;
import io.edgetable.processor.model.NodeModel;
import io.edgetable.processor.names.RuntimeNames;
import io.edgetable.processor.write.DaoOperation.Doc;
import io.edgetable.processor.write.DaoOperation.Thrown;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * The Javadoc of a node's deletes, which its counters guard: {@code delete(id)} refuses a node that
 * counted edges still point at, and {@code deleteWithEdges(id)} finds and deletes those edges first
 * ({@link CounterOperations}).
 */
final class NodeDeleteText {
  private final NodeModel node;
  private final DaoSubject subject;

  NodeDeleteText(NodeModel node, DaoSubject subject) {
    this.node = node;
    this.subject = subject;
  }

  /** A node delete's request line: guarded by its counters, with its counter items. */
  String delete() {
    String keyText = subject.keyText();
    List<String> counters = WriteDocs.counters(node);
    if (counters.isEmpty()) {
      return "DeleteItem "
          + keyText
          + " if "
          + new RequestText(subject).present()
          + ".\nDeletes the node item only; its"
          + " edges stay.";
    }
    Map<String, Integer> sharded = node.shardedCounters();
    String guard =
        "attribute_exists(PK)"
            + counters.stream()
                .filter(c -> !sharded.containsKey(c))
                .map(c -> " AND (attribute_not_exists(" + c + ") OR " + c + " <= 0)")
                .collect(Collectors.joining());
    String refusal =
        "Deletes the node only while no counted edge points at it (every counter 0 or less),"
            + " else throws NodeHasEdgesException; its edges stay.";
    if (sharded.isEmpty()) {
      return "DeleteItem " + keyText + " if " + guard + ".\n" + refusal;
    }
    int deletes = subject.nodeReadKeys();
    return "TransactWriteItems: Delete "
        + keyText
        + " if "
        + guard
        + ";\n"
        + sharded.keySet().stream()
            .map(
                c ->
                    "Delete each counter item PK = SK = "
                        + KeyLayout.counterItem(
                            node.prefix(), node.id().component(), c, sharded.get(c))
                        + " if attribute_not_exists("
                        + c
                        + ") OR "
                        + c
                        + " <= 0")
            .collect(Collectors.joining(";\n"))
        + ".\n"
        + refusal
        + " All or nothing: "
        + deletes
        + " deletes"
        + (deletes > 100
            ? ", in " + ((deletes + 99) / 100) + " transactions (counter items first)"
            : " in one transaction")
        + ".";
  }

  /** {@code NodeHasEdgesException} for a node with counters. */
  static List<Thrown> hasEdges(List<String> counters) {
    return counters.isEmpty()
        ? List.of()
        : List.of(
            new Thrown(
                RuntimeNames.NODE_HAS_EDGES_EXCEPTION,
                "if a counter still counts edges (nothing is deleted); delete them first, or use"
                    + " deleteWithEdges"));
  }

  /** {@code deleteWithEdges(id)}: how it finds each linked kind's edges, then what it deletes. */
  Doc deleteWithEdges(List<EdgeModel> linked) {
    String id = node.id().component();
    List<String> finds = new ArrayList<>();
    List<String> unreachable = new ArrayList<>();
    String ownPartition = node.pk().describe();
    List<EdgeModel> ownKinds = new ArrayList<>();
    for (EdgeModel edge : linked) {
      String plural = CollectionGenerator.listName(edge.name().simpleName());
      if (edge.source().name().equals(node.name())) {
        String partition = edge.pk().describe(id);
        if (partition.equals(ownPartition)) {
          ownKinds.add(edge);
        } else {
          finds.add(forwardQuery(partition, edge, plural));
        }
      }
      if (edge.target().name().equals(node.name())) {
        if (edge.inverse().isEmpty()) {
          unreachable.add(edge.name().simpleName());
          continue;
        }
        IndexModel index = edge.inverse().get();
        finds.add(
            "Query index "
                + index.name()
                + " "
                + index.partitionAttribute()
                + " = "
                + index.pk().describe(id)
                + (index.ordered() ? ", FilterExpression begins_with(" : " AND begins_with(")
                + index.sortAttribute()
                + ", \""
                + index.sk().literal()
                + "\") (every page"
                + (index.shards() > 1 ? ", every shard" : "")
                + ") for the "
                + plural
                + " to it");
      }
    }
    if (ownKinds.size() == 1) {
      EdgeModel edge = ownKinds.get(0);
      finds.add(
          0,
          forwardQuery(ownPartition, edge, CollectionGenerator.listName(edge.name().simpleName())));
    } else if (!ownKinds.isEmpty()) {
      finds.add(
          0,
          "Query PK = "
              + ownPartition
              + " with no sort-key condition (every page) for its "
              + ownKinds.stream()
                  .map(
                      e ->
                          CollectionGenerator.listName(e.name().simpleName())
                              + " (begins_with(SK, \""
                              + e.sk().literal()
                              + "\"))")
                  .collect(Collectors.joining(", ")));
    }
    String request =
        "Deletes the node and its edges, moving the counters of their other ends:\n"
            + String.join(";\n", finds)
            + ";\nthen each edge as its DAO's delete does (one TransactWriteItems per counted"
            + " edge, BatchWriteItem per 25 uncounted ones);\nthen the node, as delete does."
            + " While a counter still counts edges (created meanwhile, or not yet in an"
            + " eventually consistent index) it goes over them again, at most 3 passes."
            + (unreachable.isEmpty()
                ? ""
                : "\nEdges of "
                    + String.join(", ", unreachable)
                    + " to this node cannot be found (no inverse index) and stay.");
    return new Doc(
        doc(request),
        "{@code true} if the node existed; the edges found are deleted either way",
        List.of(
            new Thrown(
                RuntimeNames.NODE_HAS_EDGES_EXCEPTION,
                "if after 3 passes a counter still counts edges (the node stays; the edges"
                    + " found are deleted)"),
            new Thrown(
                RuntimeNames.BATCH_WRITE_EXCEPTION,
                "if an edge could not be deleted (the node stays)"),
            invalidKey(RequestText.NODE_ID)));
  }

  private static String forwardQuery(String partition, EdgeModel edge, String plural) {
    return "Query PK = "
        + partition
        + " AND begins_with(SK, \""
        + edge.sk().literal()
        + "\") (every page) for its "
        + plural;
  }
}
