package io.edgetable.console.table;

import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * One staged change: the item as it was read ({@code null}: create) and as it should be
 * ({@code null}: delete). Written only if the stored item still equals {@code before}.
 */
public record Edit(Map<String, AttributeValue> before, Map<String, AttributeValue> after) {}
