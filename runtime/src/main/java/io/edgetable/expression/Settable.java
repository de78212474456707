package io.edgetable.expression;

/**
 * The update actions of every field that may change (not an id, a counter or a version): {@code
 * set} and {@code setIfAbsent}, with a value of the field's type encoded as the marshaller stores
 * it.
 */
public sealed interface Settable<R, V>
    permits IndexKeyField,
        StringField,
        ValueField,
        EnumField,
        OrderedField,
        NumberField,
        ListField,
        SetField,
        PrimitiveField,
        PrimitiveOrderedField,
        PrimitiveNumberField {

  /**
   * {@code SET #name = :value}. A value the marshaller would not write (an empty set) removes the
   * attribute instead ({@code REMOVE #name}), so the item reads back as it would after a put.
   *
   * @throws IllegalArgumentException for null (use {@code remove()}), or a value DynamoDB cannot
   *     store (NaN, an unpaired surrogate)
   */
  default Update<R> set(V value) {
    return Updates.set(Updates.field(this), value);
  }

  /**
   * {@code SET #name = if_not_exists(#name, :value)}: writes {@code value} only where the item
   * holds none.
   *
   * @throws IllegalArgumentException for null, an empty set (never stored), or a value DynamoDB
   *     cannot store
   */
  default Update<R> setIfAbsent(V value) {
    return Updates.setIfAbsent(Updates.field(this), value);
  }
}
