package io.edgetable.doctor;

import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * An attribute stored with another DynamoDB type than its schema's (a number stored as a
 * string, say), which the generated marshaller cannot read. Not repaired: which value was meant
 * is for a person to decide.
 *
 * @param key the item's key
 * @param recordName its kind
 * @param attribute the attribute
 * @param expected the type its schema gives
 * @param stored the type stored
 */
public record TypeMismatch(
    Map<String, AttributeValue> key,
    String recordName,
    String attribute,
    AttributeValue.Type expected,
    AttributeValue.Type stored)
    implements Finding {

  public TypeMismatch {
    key = Map.copyOf(key);
  }

  @Override
  public String message() {
    return "TypeMismatch: " + recordName + " " + Finding.describe(key) + ": attribute "
        + attribute + " is stored as " + stored + ", its schema says " + expected;
  }
}
