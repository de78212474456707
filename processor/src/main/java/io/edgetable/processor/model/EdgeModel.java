package io.edgetable.processor.model;

import java.util.List;
import java.util.Optional;

/**
 * An {@code @Edge} record. {@code PK = sourcePrefix#sourceId},
 * {@code SK = [label#]targetPrefix#targetId}; with an inverse index the swapped pair.
 */
public record EdgeModel(
    RecordName name,
    Optional<String> label,
    NodeRef source,
    NodeRef target,
    IdModel sourceId,
    IdModel targetId,
    List<ComponentModel> components,
    List<RecordShape> shapes,
    KeyTemplate pk,
    KeyTemplate sk,
    Optional<IndexModel> inverse,
    Optional<CounterModel> sourceCounter,
    Optional<CounterModel> targetCounter) {

  public EdgeModel {
    components = List.copyOf(components);
    shapes = List.copyOf(shapes);
  }

  /** The components stored as attributes of their own (all but the two ids). */
  public List<ComponentModel> attributes() {
    return components.stream().filter(c -> !c.isKey()).toList();
  }

  public boolean counted() {
    return sourceCounter.isPresent() || targetCounter.isPresent();
  }

  /** The {@code @Version} component, if any. */
  public Optional<ComponentModel> version() {
    return components.stream().filter(c -> c.role() == ComponentModel.Role.VERSION).findFirst();
  }

  /** The {@code @Ttl} component, if any. */
  public Optional<ComponentModel> ttl() {
    return components.stream().filter(c -> c.role() == ComponentModel.Role.TTL).findFirst();
  }
}
