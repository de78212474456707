package io.edgetable.processor.model;

import java.util.List;
import java.util.Optional;

/**
 * A {@code @Node} record: {@code PK = prefix#id}, {@code SK = PK} or the constant sort key.
 * {@code components} are in declaration order (the canonical constructor's order);
 * {@code shapes} are the nested record types reachable from them.
 */
public record NodeModel(
    RecordName name,
    String prefix,
    Optional<String> sortKey,
    IdModel id,
    List<ComponentModel> components,
    List<RecordShape> shapes,
    KeyTemplate pk,
    KeyTemplate sk) {

  public NodeModel {
    components = List.copyOf(components);
    shapes = List.copyOf(shapes);
  }

  /** The components stored as attributes of their own (all but the id). */
  public List<ComponentModel> attributes() {
    return components.stream().filter(c -> !c.isKey()).toList();
  }

  /** The components that edges count ({@link ComponentModel.Role#COUNTER}). */
  public List<ComponentModel> counters() {
    return components.stream().filter(c -> c.role() == ComponentModel.Role.COUNTER).toList();
  }

  /** Whether the sort key is the constant {@link #sortKey()} rather than the partition key. */
  public boolean constantSortKey() {
    return sortKey.isPresent();
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
