package io.edgetable.internal;

import io.edgetable.ItemMarshaller;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The {@link RecordType} of a node record with id type {@code I} (boxed). Generated code
 * implements {@link #key} with the node's key builder and {@link #keyOf} with its id accessor.
 *
 * <p>{@link #counterAttributes()} are the counters the node's edges move: {@code save} never
 * overwrites them. {@link #removableAttributes()} are its other attributes: {@code save} removes
 * those the record holds as null.
 */
public abstract non-sealed class NodeType<R, I> extends RecordType<R, I> {
  private final String idName;
  private final List<String> counterAttributes;
  private final List<String> removableAttributes;

  protected NodeType(
      String kind,
      ItemMarshaller<R> marshaller,
      String idName,
      List<String> counterAttributes,
      List<String> removableAttributes) {
    super(kind, marshaller);
    this.idName = idName;
    this.counterAttributes = List.copyOf(counterAttributes);
    this.removableAttributes = List.copyOf(removableAttributes);
  }

  /** The key map of a non-null {@code id}: the node's {@code FooKeys.key(id)}. */
  protected abstract Map<String, AttributeValue> key(I id);

  @Override
  public final Map<String, AttributeValue> tableKey(I id) {
    if (id == null) {
      throw nullId(idName); // before a boxed id is unboxed by the key builder
    }
    return key(id);
  }

  @Override
  public final String describe(I id) {
    return kind() + "(" + id + ")";
  }

  /** The counters the node's edges move, which {@code save} never overwrites. */
  public final List<String> counterAttributes() {
    return counterAttributes;
  }

  /** The node's other attributes, which {@code save} removes when the record holds null. */
  public final List<String> removableAttributes() {
    return removableAttributes;
  }
}
