package io.edgetable.console.model;

import io.edgetable.schema.EdgeSchema;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * One record kind of the model, read from its generated classes: its schema and key patterns;
 * for a node its counters (with the number of counter items of each sharded one); for an edge its
 * two ends (the node kinds, when known, and the components holding their ids); its version
 * attribute; and the generated classes the console calls to write it as the DAO does.
 */
public record Kind(
    String name,
    EdgeSchema schema,
    boolean node,
    KeyPattern pk,
    KeyPattern sk,
    Optional<KeyPattern> inversePk,
    Optional<KeyPattern> inverseSk,
    List<String> counters,
    Map<String, Integer> counterShards,
    Optional<String> version,
    Optional<String> sourceKind,
    Optional<String> targetKind,
    String sourceComponent,
    String targetComponent,
    boolean counted,
    GeneratedClasses classes) {

  /** The id components: the node's id, or the edge's source and target ids. */
  public List<String> idComponents() {
    return node ? List.of(sourceComponent) : List.of(sourceComponent, targetComponent);
  }
}
