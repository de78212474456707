package io.edgetable.internal.query;

import io.edgetable.internal.codec.ItemReader;
import io.edgetable.internal.transport.Futures;

import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The batches of an index reader, each replaced by the base-table items behind it. A batch whose
 * items are all gone from the table is skipped, so {@link #next()} still returns at least one item
 * until the index is read to its end.
 */
final class HydratingReader implements ItemReader {
  private final ItemReader index;
  private final Hydrator hydrator;
  private final boolean consistentRead;

  HydratingReader(ItemReader index, Hydrator hydrator, boolean consistentRead) {
    this.index = index;
    this.hydrator = hydrator;
    this.consistentRead = consistentRead;
  }

  @Override
  public CompletableFuture<List<Map<String, AttributeValue>>> next() {
    return Futures.iterate(
        List.<Map<String, AttributeValue>>of(),
        items -> !items.isEmpty() || index.finished(),
        items -> index.next().thenCompose(batch -> hydrator.fetch(batch, consistentRead)));
  }

  @Override
  public boolean finished() {
    return index.finished();
  }
}
