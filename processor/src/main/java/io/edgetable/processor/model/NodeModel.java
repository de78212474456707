package io.edgetable.processor.model;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A {@code @Node} record: {@code PK = prefix#id}, {@code SK = PK} or the constant sort key.
 * {@code components} are in declaration order (the canonical constructor's order);
 * {@code shapes} are the nested record types reachable from them. {@code counterShards} gives
 * each counter component ({@link ComponentModel.Role#COUNTER}) its number of counter items (1: the
 * node item itself); {@code declaredCounters} the components the node marks {@code @Counter}
 * itself, with the shards it declares.
 */
public record NodeModel(
    RecordName name,
    String prefix,
    Optional<String> sortKey,
    IdModel id,
    List<ComponentModel> components,
    List<RecordShape> shapes,
    KeyTemplate pk,
    KeyTemplate sk,
    Map<String, Integer> counterShards,
    Map<String, Integer> declaredCounters) {

  public NodeModel {
    components = List.copyOf(components);
    shapes = List.copyOf(shapes);
    counterShards = Collections.unmodifiableMap(new LinkedHashMap<>(counterShards));
    declaredCounters = Collections.unmodifiableMap(new LinkedHashMap<>(declaredCounters));
  }

  /** The components stored as attributes of their own (all but the id). */
  public List<ComponentModel> attributes() {
    return components.stream().filter(c -> !c.isKey()).toList();
  }

  /** The components that edges count ({@link ComponentModel.Role#COUNTER}). */
  public List<ComponentModel> counters() {
    return components.stream().filter(c -> c.role() == ComponentModel.Role.COUNTER).toList();
  }

  /** The counters kept on counter items ({@code shards > 1}), in declaration order. */
  public Map<String, Integer> shardedCounters() {
    // counterShards is in the order edges name the counters; walk the components instead.
    Map<String, Integer> sharded = new LinkedHashMap<>();
    for (ComponentModel counter : counters()) {
      Integer shards = counterShards.get(counter.name());
      if (shards != null && shards > 1) {
        sharded.put(counter.name(), shards);
      }
    }
    return sharded;
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
