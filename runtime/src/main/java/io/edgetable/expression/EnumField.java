package io.edgetable.expression;

import java.util.function.Function;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * An enum field: equality conditions ({@code eq}, {@code ne}, {@code in}), {@code set}, {@code
 * setIfAbsent} and {@code remove}, and no order, as {@link EnumNamesAreNotOrdered} explains. Its
 * {@code lt}, {@code le}, {@code gt}, {@code ge} and {@code between} exist only to say so: they
 * take that type, which has no value, so a call with a constant does not compile and names the
 * rule.
 */
public final class EnumField<R, V> extends Field<R, V> implements Settable<R, V>, Removable<R> {
  private static final String WHY =
      "enums are stored by name, which DynamoDB orders as text, not as declared;"
          + " use in(..) with the constants wanted";

  /** The field stored under attribute {@code name}, its values encoded by {@code encoder}. */
  public EnumField(String name, Function<? super V, AttributeValue> encoder) {
    super(name, encoder);
  }

  /**
   * Always throws: enums are stored by name, which DynamoDB orders as text.
   *
   * @deprecated enum names are not ordered as declared; use {@code in(..)}
   * @throws UnsupportedOperationException always
   */
  @Deprecated
  public Condition<R> lt(EnumNamesAreNotOrdered never) {
    throw refused("lt", WHY);
  }

  /**
   * Always throws: enums are stored by name, which DynamoDB orders as text.
   *
   * @deprecated enum names are not ordered as declared; use {@code in(..)}
   * @throws UnsupportedOperationException always
   */
  @Deprecated
  public Condition<R> le(EnumNamesAreNotOrdered never) {
    throw refused("le", WHY);
  }

  /**
   * Always throws: enums are stored by name, which DynamoDB orders as text.
   *
   * @deprecated enum names are not ordered as declared; use {@code in(..)}
   * @throws UnsupportedOperationException always
   */
  @Deprecated
  public Condition<R> gt(EnumNamesAreNotOrdered never) {
    throw refused("gt", WHY);
  }

  /**
   * Always throws: enums are stored by name, which DynamoDB orders as text.
   *
   * @deprecated enum names are not ordered as declared; use {@code in(..)}
   * @throws UnsupportedOperationException always
   */
  @Deprecated
  public Condition<R> ge(EnumNamesAreNotOrdered never) {
    throw refused("ge", WHY);
  }

  /**
   * Always throws: enums are stored by name, which DynamoDB orders as text.
   *
   * @deprecated enum names are not ordered as declared; use {@code in(..)}
   * @throws UnsupportedOperationException always
   */
  @Deprecated
  public Condition<R> between(EnumNamesAreNotOrdered low, EnumNamesAreNotOrdered high) {
    throw refused("between", WHY);
  }
}
