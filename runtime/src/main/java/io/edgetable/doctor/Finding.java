package io.edgetable.doctor;

import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * What the doctor found wrong with one item: its {@link #key()} ({@code PK} and {@code SK}) and
 * {@link #message()}. Sealed: the doctor reports exactly these kinds.
 */
public sealed interface Finding
    permits CounterDrift,
        DanglingEdge,
        IndexKeyMismatch,
        UnknownItem,
        TypeMismatch,
        OrphanCounter,
        ValueMismatch,
        TableMisfit {

  /** The primary key of the item the finding is about (empty for a {@link TableMisfit}). */
  Map<String, AttributeValue> key();

  /** One line saying what is wrong, naming the item. */
  String message();

  /** {@code PK / SK} of a key, for messages. */
  static String describe(Map<String, AttributeValue> key) {
    AttributeValue pk = key.get("PK");
    AttributeValue sk = key.get("SK");
    return (pk == null ? "?" : text(pk)) + " / " + (sk == null ? "?" : text(sk));
  }

  private static String text(AttributeValue value) {
    return value.s() != null ? value.s() : value.toString();
  }
}
