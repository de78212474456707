package io.edgetable.processor.write;

import io.edgetable.processor.model.EdgeModel;
import io.edgetable.processor.model.IdLimits.IdLimit;
import io.edgetable.processor.model.IdLimits;
import io.edgetable.processor.model.IdModel;
import io.edgetable.processor.model.NodeModel;
import io.edgetable.processor.model.TypeModel;
import java.util.ArrayList;
import java.util.List;

/**
 * The paragraph of a DAO's class Javadoc that states how long its ids may be: the tightest key
 * that holds each {@code String} id, from {@link IdLimits}. Other id types (numbers, UUIDs, enum
 * names) are far below every limit, so they get no paragraph.
 */
final class IdLimitDocs {
  private static final String STORED =
      " bytes of UTF-8 as stored ('#' and '%' are escaped to 3 bytes each)";

  private IdLimitDocs() {}

  /** A node's: its own keys, its counter items and the edges of the round it is an end of. */
  static String node(NodeModel node, List<EdgeModel> ends) {
    if (!isText(node.id())) {
      return "";
    }
    IdLimit own = IdLimits.tightest(IdLimits.ownKeys(node));
    List<IdLimit> all = new ArrayList<>(IdLimits.own(node));
    all.addAll(IdLimits.asEnd(node, ends));
    IdLimit tightest = IdLimits.tightest(all);
    String id = node.id().component();
    StringBuilder text =
        new StringBuilder("Ids: {@code ")
            .append(id)
            .append("} may take at most ")
            .append(tightest.bytes())
            .append(STORED)
            .append(": the room left in ")
            .append(tightest.key());
    if (tightest.bytes() < own.bytes()) {
      text.append(" (the node's own keys would allow ")
          .append(own.bytes())
          .append("); writing a node with a longer id throws InvalidKeyException before sending,")
          .append(" as no such edge or counter item could ever be written for it");
    }
    return DaoNames.doc(text.append(".\n").toString());
  }

  /** An edge's: its source id and its target id. */
  static String edge(EdgeModel edge) {
    List<String> parts = new ArrayList<>();
    if (isText(edge.sourceId())) {
      parts.add(part(edge.sourceId(), IdLimits.tightest(IdLimits.source(edge))));
    }
    if (isText(edge.targetId())) {
      parts.add(part(edge.targetId(), IdLimits.tightest(IdLimits.target(edge))));
    }
    if (parts.isEmpty()) {
      return "";
    }
    return DaoNames.doc("Ids: " + String.join("; ", parts) + ".\n");
  }

  private static String part(IdModel id, IdLimit limit) {
    return "{@code " + id.component() + "} at most " + limit.bytes() + STORED
        + ": the room left in " + limit.key();
  }

  private static boolean isText(IdModel id) {
    return id.value().kind() == TypeModel.Kind.STRING;
  }
}
