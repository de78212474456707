package io.edgetable.internal.query;

import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Reads the base-table items behind a page of index items (a {@code KEYS_ONLY} or {@code INCLUDE}
 * index holds only part of each): BatchGetItem on their {@code PK}/{@code SK}. Implemented by the
 * operation layer, which owns batching and its retries.
 */
@FunctionalInterface
public interface Hydrator {
  /**
   * The base-table items of {@code indexItems}, in their order; an item the table no longer holds
   * (deleted since the index listed it) or whose time to live has passed is left out.
   */
  CompletableFuture<List<Map<String, AttributeValue>>> fetch(
      List<Map<String, AttributeValue>> indexItems, boolean consistentRead);
}
