package io.edgetable.internal;

import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * {@code ADD counter :delta} on a node item, guarded by {@code attribute_exists(PK)};
 * {@code node} names it in errors as its record type does ({@code Student(a91)}).
 */
public record CounterUpdate(Map<String, AttributeValue> nodeKey, String counter, String node) {}
