package io.edgetable.doctor;

import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * An item that no schema given to the doctor recognises by its keys (another prefix or layout).
 * Not repaired: it may belong to another writer.
 *
 * @param key the item's key ({@code PK} and {@code SK} as stored)
 * @param reason why it is not recognised
 */
public record UnknownItem(Map<String, AttributeValue> key, String reason) implements Finding {

  public UnknownItem {
    key = Map.copyOf(key);
  }

  @Override
  public String message() {
    return "UnknownItem: " + Finding.describe(key) + ": " + reason;
  }
}
