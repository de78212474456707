package io.edgetable.internal.doctor;

import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Items EdgeTable's tools keep in a model's table for themselves, such as a bulk load's progress
 * marker: their partition key starts with {@link #PREFIX}. No model item's can, since every key
 * starts with a prefix or label of {@code [A-Za-z0-9_.-]}, so the doctor skips them instead of
 * reporting them as unknown items.
 */
public final class ToolItems {
  /** The start of every tool item's partition key. */
  public static final String PREFIX = "~edgetable#";

  private ToolItems() {}

  /** Whether {@code partitionKey} is a tool item's. */
  public static boolean isToolKey(String partitionKey) {
    return partitionKey.startsWith(PREFIX);
  }

  /** Whether {@code item} is a tool item. */
  public static boolean isToolItem(Map<String, AttributeValue> item) {
    AttributeValue pk = item.get("PK");
    return pk != null && pk.s() != null && isToolKey(pk.s());
  }
}
