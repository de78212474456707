package io.edgetable.console.table;

import io.edgetable.console.json.BadJsonException;
import java.math.BigDecimal;
import java.util.Base64;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** A key value given as text (a URL parameter) as the key attribute's type: S, N or B (base64). */
public final class KeyValues {
  private KeyValues() {}

  public static AttributeValue of(KeyAttribute key, String text, String field) {
    if (text == null || text.isEmpty()) {
      throw new BadJsonException(field, "is required: the value of " + key.attribute());
    }
    return switch (key.type()) {
      case "N" -> {
        try {
          new BigDecimal(text);
        } catch (NumberFormatException e) {
          throw new BadJsonException(field, key.attribute() + " is a number; \"" + text
              + "\" is not");
        }
        yield AttributeValue.fromN(text);
      }
      case "B" -> {
        try {
          yield AttributeValue.fromB(SdkBytes.fromByteArray(Base64.getDecoder().decode(text)));
        } catch (IllegalArgumentException e) {
          throw new BadJsonException(field, key.attribute() + " is binary: give it in base64");
        }
      }
      default -> AttributeValue.fromS(text);
    };
  }

  /** A key value as text: a string as it is, a number's decimal text, binary in base64. */
  public static String text(AttributeValue value) {
    return value.s() != null ? value.s() : value.n() != null ? value.n()
        : value.b() != null ? Base64.getEncoder().encodeToString(value.b().asByteArray())
        : String.valueOf(value.type());
  }
}
