package io.edgetable.internal.query;

import io.edgetable.internal.codec.ItemReader;
import io.edgetable.internal.transport.Futures;

import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The items of a sharded query page after page through one {@link ShardMerge}, so an item read
 * ahead on one page is returned on the next without being read again.
 */
final class MergedPages implements ItemReader {
  private final ShardMerge merge;

  MergedPages(ShardMerge merge) {
    this.merge = merge;
  }

  @Override
  public CompletableFuture<List<Map<String, AttributeValue>>> next() {
    return Futures.iterate(
        List.<Map<String, AttributeValue>>of(),
        items -> !items.isEmpty() || merge.exhausted(),
        items -> {
          if (merge.pageDone()) {
            merge.startPage();
          }
          return merge.step();
        });
  }

  @Override
  public boolean finished() {
    return merge.exhausted();
  }
}
