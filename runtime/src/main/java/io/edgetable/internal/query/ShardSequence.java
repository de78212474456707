package io.edgetable.internal.query;

import io.edgetable.internal.codec.ItemReader;
import io.edgetable.internal.transport.Futures;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The shards of a sharded index read one after the other, not merged ({@code unordered()}): a page
 * is one Query on the current shard, and when that shard runs out before the page is full the page
 * continues into the next one. About one Query per page, in shard order, then each shard's index
 * order. Positions are those of a merge (shards before the current one done, those after it at
 * their start), so the cursor format is shared; the plan's binding keeps the two apart.
 */
final class ShardSequence implements ItemReader {
  private final QueryPlan<?> plan;
  private final Integer limit;
  private int shard;
  private Optional<Map<String, AttributeValue>> after;
  private boolean finished;

  ShardSequence(QueryPlan<?> plan, List<ShardPosition> start, Integer limit) {
    this.plan = plan;
    this.limit = limit;
    this.shard = 0;
    while (shard < start.size() && start.get(shard).done()) {
      shard++;
    }
    this.finished = shard == start.size();
    this.after = finished ? Optional.empty() : start.get(shard).after();
  }

  /** The first Query the next page sends; nothing is sent. */
  ShardRead firstRead() {
    return ShardRead.after(shard, after, limit);
  }

  /**
   * The next page: Queries on the current shard, moving on to the next shard while the page has
   * room and the current one is exhausted.
   */
  CompletableFuture<List<Map<String, AttributeValue>>> page() {
    List<Map<String, AttributeValue>> items = new ArrayList<>();
    boolean[] stop = {false};
    return Futures.iterate(
        items,
        all -> finished || stop[0] || (limit != null && all.size() >= limit),
        all -> {
          Integer room = limit == null ? null : limit - all.size();
          return plan.send(ShardRead.after(shard, after, room))
              .thenApply(
                  response -> {
                    all.addAll(response.items());
                    after = PartitionPages.lastEvaluatedKey(response);
                    if (after.isEmpty()) {
                      shard++;
                      finished = shard == plan.shards();
                    } else {
                      // The shard has more (a filter, or 1 MB): the page ends here, as unsharded.
                      stop[0] = true;
                    }
                    return all;
                  });
        });
  }

  /** Where the next page starts, one position per shard; empty when nothing is left. */
  Optional<List<ShardPosition>> positions() {
    if (finished) {
      return Optional.empty();
    }
    List<ShardPosition> positions = new ArrayList<>();
    for (int i = 0; i < plan.shards(); i++) {
      positions.add(
          i < shard
              ? ShardPosition.DONE
              : i == shard ? after.map(ShardPosition::after).orElse(ShardPosition.START)
                  : ShardPosition.START);
    }
    return Optional.of(positions);
  }

  @Override
  public CompletableFuture<List<Map<String, AttributeValue>>> next() {
    return PartitionPages.untilItems(this::page, this::finished);
  }

  @Override
  public boolean finished() {
    return finished;
  }
}
