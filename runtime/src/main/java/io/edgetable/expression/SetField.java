package io.edgetable.expression;

import java.util.Collection;
import java.util.LinkedHashSet;
import java.util.Set;
import java.util.function.Function;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A {@code Set<String>} or set-of-numbers field: {@code contains} and {@code size} conditions;
 * {@code set} (an empty set removes the attribute, as the marshaller omits it), {@code
 * setIfAbsent}, {@code remove}, {@code addAll} and {@code removeAll}.
 */
public final class SetField<R, E> extends CollectionField<R, Set<E>, E>
    implements Settable<R, Set<E>>, Removable<R> {
  /**
   * The field stored under attribute {@code name}, its elements encoded by {@code elementEncoder}.
   */
  public SetField(
      String name,
      Function<? super Set<E>, AttributeValue> encoder,
      Function<? super E, AttributeValue> elementEncoder) {
    super(name, encoder, elementEncoder);
  }

  /**
   * {@code ADD #name :elements}: adds the elements to the stored set (creating it if absent),
   * without reading it.
   *
   * @throws IllegalArgumentException for a null or empty collection (DynamoDB has no empty set), a
   *     null element, or an element DynamoDB cannot store
   */
  public Update<R> addAll(Collection<? extends E> elements) {
    return Updates.elements(this, "addAll", Updates.Kind.ADD, copy(elements));
  }

  /**
   * {@code DELETE #name :elements}: removes the elements from the stored set; DynamoDB removes the
   * attribute when the set becomes empty, so it reads back as an empty set.
   *
   * @throws IllegalArgumentException for a null or empty collection, a null element, or an element
   *     DynamoDB cannot store
   */
  public Update<R> removeAll(Collection<? extends E> elements) {
    return Updates.elements(this, "removeAll", Updates.Kind.DELETE, copy(elements));
  }

  private static <E> Set<E> copy(Collection<? extends E> elements) {
    return elements == null ? null : new LinkedHashSet<E>(elements);
  }
}
