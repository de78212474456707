package io.edgetable.console.model;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.edgetable.console.json.Jsons;
import java.util.Map;
import java.util.Optional;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * What the model says about one item, for the page: its kind, the ids decoded from its keys,
 * and for an edge the partitions of its two nodes and of its two sides (forward and inverse), so
 * each end links to the other.
 */
public final class Annotations {
  private final Model model;

  public Annotations(Model model) {
    this.model = model;
  }

  /** The annotation of {@code item}, or {@code null} when no kind matches. */
  public ObjectNode about(Map<String, AttributeValue> item) {
    Optional<Model.Match> match = model.kindOf(item);
    if (match.isEmpty()) {
      return null;
    }
    Kind kind = match.get().kind();
    Map<String, String> ids = match.get().ids();
    ObjectNode about = Jsons.object();
    about.put("kind", kind.name());
    about.put("node", kind.node());
    ObjectNode idJson = about.putObject("ids");
    kind.idComponents().forEach(c -> idJson.put(c, ids.get(c)));
    kind.version().ifPresent(v -> about.put("version", v));
    if (kind.node()) {
      about.set("counters", Jsons.MAPPER.valueToTree(kind.counters()));
      return about;
    }
    ObjectNode links = about.putObject("links");
    nodePk(kind.sourceKind(), ids.get(kind.sourceComponent()))
        .ifPresent(pk -> links.put("source", pk));
    nodePk(kind.targetKind(), ids.get(kind.targetComponent()))
        .ifPresent(pk -> links.put("target", pk));
    links.put("forward", item.get("PK").s());
    kind.inversePk().ifPresent(p -> links.put("inverse", p.withoutShard().fill(ids, 0)));
    return about;
  }

  /** The partition key of node kind {@code kindName} with id {@code id}. */
  Optional<String> nodePk(Optional<String> kindName, String id) {
    return kindName.flatMap(model::kind).map(node ->
        node.pk().fill(Map.of(node.sourceComponent(), id), 0));
  }
}
