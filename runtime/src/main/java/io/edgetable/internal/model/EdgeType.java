package io.edgetable.internal.model;

import io.edgetable.EdgeKey;
import io.edgetable.ItemMarshaller;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The {@link RecordType} of an edge record from a node with id type {@code S} to one with id type
 * {@code T} (both boxed); its key is {@code EdgeKey<S, T>}. Generated code implements {@link
 * #key(Object, Object)} with the edge's key builder and {@link #keyOf}; a counted edge also
 * overrides {@link #counted()} and {@link #counters(Object, Object)}, and one whose inverse index
 * holds only keys overrides {@code keyFromItem}.
 */
public abstract non-sealed class EdgeType<R, S, T> extends RecordType<R, EdgeKey<S, T>> {
  private final String sourceName;
  private final String targetName;

  protected EdgeType(
      String kind, ItemMarshaller<R> marshaller, String sourceName, String targetName) {
    super(kind, marshaller);
    this.sourceName = sourceName;
    this.targetName = targetName;
  }

  /** The key map of non-null ids: the edge's {@code FooKeys.key(source, target)}. */
  protected abstract Map<String, AttributeValue> key(S source, T target);

  /** {@code ADD counter :±1} on each counted node; only counted edges override this. */
  protected List<CounterUpdate> counters(S source, T target) {
    return List.of();
  }

  @Override
  public final Map<String, AttributeValue> tableKey(EdgeKey<S, T> key) {
    if (key == null) {
      throw new NullPointerException(
          "An EdgeKey of " + kind() + " must not be null: pass new EdgeKey<>(source, target)");
    }
    if (key.source() == null) {
      throw nullId(sourceName);
    }
    if (key.target() == null) {
      throw nullId(targetName);
    }
    return key(key.source(), key.target());
  }

  @Override
  public final List<CounterUpdate> counters(EdgeKey<S, T> key) {
    return counters(key.source(), key.target());
  }

  @Override
  public final String describe(EdgeKey<S, T> key) {
    return kind() + "(" + IdText.of(key.source()) + ", " + IdText.of(key.target()) + ")";
  }
}
