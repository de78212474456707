package io.edgetable.internal.codec;

import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Reads a query's items in order, a batch at a time, for the terminals that go past one page
 * ({@code all()}, {@code stream()}, {@code publisher()}). Each {@link #next()} sends what one batch
 * needs (one Query, or one round of shard Queries, or a few) and nothing before it is called. Not
 * thread-safe: one caller at a time, waiting for each batch before the next.
 */
public interface ItemReader {
  /** The next items, in order: at least one, or none when the query is finished. */
  CompletableFuture<List<Map<String, AttributeValue>>> next();

  /** Whether {@link #next()} would return nothing more. */
  boolean finished();
}
