package io.edgetable.doctor;

import java.util.Map;
import java.util.Optional;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A value that the record type cannot read, though stored with the right DynamoDB type: a
 * constant its enum lacks, a number out of its component's range (or with a fraction, for an
 * integral one), a malformed date, instant or UUID; or an ordered edge without the attribute its
 * index sorts by, which leaves it out of the inverse query. Reading the item through a DAO fails.
 * Not repaired: which value was meant is for a person to decide.
 *
 * @param key the item's key
 * @param recordName its kind
 * @param attribute the attribute
 * @param stored the value stored (empty: absent)
 * @param expected what the component reads, e.g. {@code one of the constants [OWNER, MEMBER]}
 */
public record ValueMismatch(
    Map<String, AttributeValue> key,
    String recordName,
    String attribute,
    Optional<AttributeValue> stored,
    String expected)
    implements Finding {

  public ValueMismatch {
    key = Map.copyOf(key);
  }

  @Override
  public String message() {
    return "ValueMismatch: " + recordName + " " + Finding.describe(key) + ": attribute "
        + attribute + " holds " + stored.map(ValueMismatch::text).orElse("nothing")
        + ", its component reads " + expected;
  }

  private static String text(AttributeValue value) {
    if (value.s() != null) {
      return "\"" + value.s() + "\"";
    }
    if (value.n() != null) {
      return value.n();
    }
    return value.type() == AttributeValue.Type.NUL ? "null" : value.toString();
  }
}
