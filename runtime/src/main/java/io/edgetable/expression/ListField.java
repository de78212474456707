package io.edgetable.expression;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A {@code List<E>} field: {@code contains} and {@code size} conditions; {@code set}, {@code
 * setIfAbsent}, {@code remove} and {@code append}.
 */
public final class ListField<R, E> extends CollectionField<R, List<E>, E>
    implements Settable<R, List<E>>, Removable<R> {
  /**
   * The field stored under attribute {@code name}, its elements encoded by {@code elementEncoder}.
   */
  public ListField(
      String name,
      Function<? super List<E>, AttributeValue> encoder,
      Function<? super E, AttributeValue> elementEncoder) {
    super(name, encoder, elementEncoder);
  }

  /**
   * {@code SET #name = list_append(if_not_exists(#name, :empty), :elements)}: adds {@code elements}
   * at the end of the stored list, or of an empty one where none is stored. Null elements are
   * stored as {@code NUL}, as the marshaller stores them.
   *
   * @throws IllegalArgumentException for a null list, or an element DynamoDB cannot store
   */
  public Update<R> append(List<? extends E> elements) {
    return Updates.append(this, elements == null ? null : new ArrayList<E>(elements));
  }
}
