package io.edgetable.internal.model;

import io.edgetable.ItemMarshaller;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.Function;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Builds the {@link NodeType} of a generated node DAO ({@code FooDao.TYPE}) from the record's key
 * builder and id accessor, so that the DAO holds its descriptor as data rather than as a class of
 * its own: {@code NodeType.<Student, String>builder(..).keys(StudentKeys::key,
 * Student::studentId).build()}.
 *
 * <p>Internal API, called only by generated code. Each method may be called once; {@link #keys} is
 * required.
 */
public final class NodeTypeBuilder<R, I> {
  private final String kind;
  private final ItemMarshaller<R> marshaller;
  private final String idName;
  private final String recordName;
  private final String recordsName;
  private List<String> counterAttributes = List.of();
  private List<String> removableAttributes = List.of();
  private List<CounterShards> counterShards = List.of();
  private Function<I, Map<String, AttributeValue>> key;
  private Function<R, I> idOf;
  private final VersionAndTtl<R> versionAndTtl = new VersionAndTtl<>();

  NodeTypeBuilder(
      String kind,
      ItemMarshaller<R> marshaller,
      String idName,
      String recordName,
      String recordsName) {
    this.kind = kind;
    this.marshaller = marshaller;
    this.idName = idName;
    this.recordName = recordName;
    this.recordsName = recordsName;
  }

  /** The node's key builder {@code FooKeys.key(id)} and its id accessor. */
  public NodeTypeBuilder<R, I> keys(
      Function<I, Map<String, AttributeValue>> key, Function<R, I> idOf) {
    this.key = Objects.requireNonNull(key, "key");
    this.idOf = Objects.requireNonNull(idOf, "idOf");
    return this;
  }

  /**
   * The counters the node's edges move ({@code save} never overwrites them) and its other
   * attributes ({@code save} removes those a record holds as null).
   */
  public NodeTypeBuilder<R, I> attributes(List<String> counters, List<String> removable) {
    this.counterAttributes = List.copyOf(counters);
    this.removableAttributes = List.copyOf(removable);
    return this;
  }

  /** The counters kept on counter items beside the node item. */
  public NodeTypeBuilder<R, I> counterShards(List<CounterShards> counterShards) {
    this.counterShards = List.copyOf(counterShards);
    return this;
  }

  /** The {@code @Version} attribute and its accessor (a null {@code Long} is version 0). */
  public NodeTypeBuilder<R, I> version(String attribute, Function<R, Long> versionOf) {
    versionAndTtl.version(attribute, versionOf);
    return this;
  }

  /** The {@code @Ttl} attribute. */
  public NodeTypeBuilder<R, I> ttl(String attribute) {
    versionAndTtl.ttl(attribute);
    return this;
  }

  /** The node type; throws {@link IllegalStateException} without its keys. */
  public NodeType<R, I> build() {
    if (key == null) {
      throw new IllegalStateException(kind + ": a node type needs its keys");
    }
    return new Described<>(this);
  }

  /** The node type the builder describes: each method reads what it was given. */
  private static final class Described<R, I> extends NodeType<R, I> {
    private final NodeTypeBuilder<R, I> parts;

    Described(NodeTypeBuilder<R, I> parts) {
      super(
          parts.kind,
          parts.marshaller,
          parts.idName,
          parts.counterAttributes,
          parts.removableAttributes,
          parts.recordName,
          parts.recordsName);
      this.parts = parts;
      describedBy(parts.versionAndTtl);
    }

    @Override
    protected Map<String, AttributeValue> key(I id) {
      return parts.key.apply(id);
    }

    @Override
    public I keyOf(R record) {
      return parts.idOf.apply(record);
    }

    @Override
    public List<CounterShards> counterShards() {
      return parts.counterShards;
    }
  }
}
