package io.edgetable.expression;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Objects;
import java.util.function.Function;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A typed reference to the attribute of record type {@code R} that holds values of type {@code V};
 * generated as constants of {@code FooFields}. Conditions built from it are {@code Condition<R>},
 * so they can only be used with queries and writes of {@code R}.
 *
 * <p>What a field offers follows its value's kind and its component's role. The class hierarchy
 * gives the conditions: {@code Field} (equality, existence), {@link ComparableField} (order),
 * {@link StringField} (text), {@link CollectionField} (lists and sets). The update actions come
 * from the interfaces a field implements: {@link Settable} ({@code set}, {@code setIfAbsent}),
 * {@link Removable} ({@code remove}: only types that can be null), {@link Addable} ({@code add}:
 * numbers), and {@code append} on {@link ListField}, {@code addAll} / {@code removeAll} on {@link
 * SetField}. Ids are no fields; counters ({@link CounterField}) and versions ({@link
 * VersionField}) have conditions but no update actions, and enums ({@link EnumField}) no order:
 * their refused members take a type with no value that names the rule, so writing one does not
 * compile and the error says why.
 *
 * <p>The hierarchy is sealed: a field's offer is the compile-time check, so no other class may
 * extend it.
 */
public sealed class Field<R, V>
    permits ComparableField, CollectionField, ValueField, EnumField, PrimitiveField {
  private final String name;
  private final Function<? super V, AttributeValue> encoder;

  /** {@code encoder} turns a non-null value into what the marshaller stores for it. */
  public Field(String name, Function<? super V, AttributeValue> encoder) {
    this.name = Objects.requireNonNull(name, "name");
    this.encoder = Objects.requireNonNull(encoder, "encoder");
  }

  /** The attribute name (the record component's name). */
  public final String name() {
    return name;
  }

  /** The attribute value of {@code value}. */
  protected final AttributeValue encode(V value) {
    return encoder.apply(Conditions.required(value, name));
  }

  /**
   * What a member that exists only to refuse throws if run (its parameter type has no value, so
   * only {@code null} reaches it): {@code action} on this field, and {@code why} not.
   */
  final UnsupportedOperationException refused(String action, String why) {
    return new UnsupportedOperationException(action + " on '" + name + "': " + why);
  }

  /** {@code value} as the marshaller stores it, for update action {@code action}. */
  final AttributeValue encodeForUpdate(String action, V value) {
    if (value == null) {
      throw new IllegalArgumentException(
          action
              + " on '"
              + name
              + "' needs a value, not null"
              + (this instanceof Removable<?> ? "; use remove() to delete the attribute" : ""));
    }
    return encoder.apply(value);
  }

  /** {@code #name = :value}. */
  public Condition<R> eq(V value) {
    return Conditions.compare(name, "=", encode(value));
  }

  /** {@code #name <> :value}; also true when the attribute is missing. */
  public Condition<R> ne(V value) {
    return Conditions.compare(name, "<>", encode(value));
  }

  /**
   * {@code #name IN (:v0, :v1, ...)}: equal to one of {@code values} (1 to 100 of them, DynamoDB's
   * limit).
   */
  public Condition<R> in(Collection<? extends V> values) {
    if (values == null || values.isEmpty() || values.size() > 100) {
      throw new IllegalArgumentException(
          "in() on '"
              + name
              + "' needs 1 to 100 values, got "
              + (values == null ? "null" : values.size()));
    }
    List<AttributeValue> encoded = new ArrayList<>(values.size());
    for (V value : values) {
      encoded.add(encode(value));
    }
    return Conditions.in(name, List.copyOf(encoded));
  }

  /** {@code attribute_exists(#name)}. */
  public Condition<R> exists() {
    return Conditions.function("attribute_exists", name, null);
  }

  /** {@code attribute_not_exists(#name)}: also true for a {@code null} component, never written. */
  public Condition<R> notExists() {
    return Conditions.function("attribute_not_exists", name, null);
  }

  @Override
  public String toString() {
    return name;
  }
}
