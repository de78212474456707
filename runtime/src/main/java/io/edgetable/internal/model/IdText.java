package io.edgetable.internal.model;

import io.edgetable.internal.codec.KeyCodec;
import java.lang.reflect.RecordComponent;

/**
 * An id as a message shows it: a typed id (a record of one component wrapping the key text) as
 * its text, {@code Event(gig)} rather than {@code Event(EventId[value=gig])}, and a long one
 * shortened ({@link KeyCodec#shortened}).
 */
final class IdText {
  private IdText() {}

  static String of(Object id) {
    Object value = id;
    // Unwrap typed ids, nested ones too; only for messages, never on the request path.
    while (value instanceof Record record && record.getClass().getRecordComponents().length == 1) {
      RecordComponent component = record.getClass().getRecordComponents()[0];
      try {
        value = component.getAccessor().invoke(record);
      } catch (ReflectiveOperationException | RuntimeException inaccessible) {
        break; // a record the runtime may not read: its own toString
      }
    }
    String text = String.valueOf(value);
    return text.length() <= 64 ? text : KeyCodec.shortened(text);
  }
}
