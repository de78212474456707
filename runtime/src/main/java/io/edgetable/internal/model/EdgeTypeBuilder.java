package io.edgetable.internal.model;

import io.edgetable.EdgeKey;
import io.edgetable.ItemMarshaller;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.BiFunction;
import java.util.function.Function;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Builds the {@link EdgeType} of a generated edge DAO ({@code FooDao.TYPE}) from the record's key
 * builders and accessors, so that the DAO holds its descriptor as data rather than as a class of
 * its own: {@code EdgeType.<Enrollment, String, String>builder(..).keys(..).ids(..).build()}.
 *
 * <p>Internal API, called only by generated code. Each method may be called once; {@link #keys}
 * and {@link #ids} are required.
 */
public final class EdgeTypeBuilder<R, S, T> {
  private final String kind;
  private final ItemMarshaller<R> marshaller;
  private final String sourceName;
  private final String targetName;
  private final String recordName;
  private final String recordsName;
  private String sortPrefix;
  private BiFunction<S, T, Map<String, AttributeValue>> key;
  private Function<S, String> forwardPartition;
  private Function<R, S> sourceOf;
  private Function<R, T> targetOf;
  private Function<Map<String, AttributeValue>, S> sourceFromItem;
  private Function<Map<String, AttributeValue>, T> targetFromItem;
  private BiFunction<S, T, List<CounterUpdate>> counters;
  private final VersionAndTtl<R> versionAndTtl = new VersionAndTtl<>();

  EdgeTypeBuilder(
      String kind,
      ItemMarshaller<R> marshaller,
      String sourceName,
      String targetName,
      String recordName,
      String recordsName) {
    this.kind = kind;
    this.marshaller = marshaller;
    this.sourceName = sourceName;
    this.targetName = targetName;
    this.recordName = recordName;
    this.recordsName = recordsName;
  }

  /**
   * The edge's keys: {@code sortPrefix} begins every edge's sort key, {@code key} is its {@code
   * FooKeys.key(source, target)}, {@code forwardPartition} its {@code FooKeys.pk(source)}.
   */
  public EdgeTypeBuilder<R, S, T> keys(
      String sortPrefix,
      BiFunction<S, T, Map<String, AttributeValue>> key,
      Function<S, String> forwardPartition) {
    this.sortPrefix = Objects.requireNonNull(sortPrefix, "sortPrefix");
    this.key = Objects.requireNonNull(key, "key");
    this.forwardPartition = Objects.requireNonNull(forwardPartition, "forwardPartition");
    return this;
  }

  /**
   * The ids of a record (its accessors) and of an item (the key decoders {@code
   * FooKeys.sourceId(item)}, {@code FooKeys.targetId(item)}).
   */
  public EdgeTypeBuilder<R, S, T> ids(
      Function<R, S> sourceOf,
      Function<R, T> targetOf,
      Function<Map<String, AttributeValue>, S> sourceFromItem,
      Function<Map<String, AttributeValue>, T> targetFromItem) {
    this.sourceOf = Objects.requireNonNull(sourceOf, "sourceOf");
    this.targetOf = Objects.requireNonNull(targetOf, "targetOf");
    this.sourceFromItem = Objects.requireNonNull(sourceFromItem, "sourceFromItem");
    this.targetFromItem = Objects.requireNonNull(targetFromItem, "targetFromItem");
    return this;
  }

  /** A counted edge: the {@code ADD counter :±1} updates a write of the edge brings. */
  public EdgeTypeBuilder<R, S, T> counters(BiFunction<S, T, List<CounterUpdate>> counters) {
    this.counters = Objects.requireNonNull(counters, "counters");
    return this;
  }

  /** The {@code @Version} attribute and its accessor (a null {@code Long} is version 0). */
  public EdgeTypeBuilder<R, S, T> version(String attribute, Function<R, Long> versionOf) {
    versionAndTtl.version(attribute, versionOf);
    return this;
  }

  /** The {@code @Ttl} attribute. */
  public EdgeTypeBuilder<R, S, T> ttl(String attribute) {
    versionAndTtl.ttl(attribute);
    return this;
  }

  /** The edge type; throws {@link IllegalStateException} without its keys and ids. */
  public EdgeType<R, S, T> build() {
    if (key == null || sourceOf == null) {
      throw new IllegalStateException(kind + ": an edge type needs its keys and ids");
    }
    return new Described<>(this);
  }

  /** The edge type the builder describes: each method reads what it was given. */
  private static final class Described<R, S, T> extends EdgeType<R, S, T> {
    private final EdgeTypeBuilder<R, S, T> parts;

    Described(EdgeTypeBuilder<R, S, T> parts) {
      super(
          parts.kind,
          parts.marshaller,
          parts.sourceName,
          parts.targetName,
          parts.recordName,
          parts.recordsName,
          parts.sortPrefix);
      this.parts = parts;
      describedBy(parts.versionAndTtl);
    }

    @Override
    protected Map<String, AttributeValue> key(S source, T target) {
      return parts.key.apply(source, target);
    }

    @Override
    public String forwardPartition(S source) {
      return parts.forwardPartition.apply(source);
    }

    @Override
    public EdgeKey<S, T> keyOf(R record) {
      return new EdgeKey<>(parts.sourceOf.apply(record), parts.targetOf.apply(record));
    }

    @Override
    public EdgeKey<S, T> keyFromItem(Map<String, AttributeValue> item) {
      return new EdgeKey<>(parts.sourceFromItem.apply(item), parts.targetFromItem.apply(item));
    }

    @Override
    public boolean counted() {
      return parts.counters != null;
    }

    @Override
    protected List<CounterUpdate> counters(S source, T target) {
      return parts.counters == null ? List.of() : parts.counters.apply(source, target);
    }
  }
}
