package io.edgetable.internal.query;

import io.edgetable.internal.codec.ItemReader;
import io.edgetable.internal.transport.Futures;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;

/** The pages of one partition: each batch is exactly one Query, resuming at the last one's key. */
final class PartitionPages implements ItemReader {
  private final QueryPlan<?> plan;
  private final Integer limit;
  private Optional<Map<String, AttributeValue>> nextStart;
  private boolean finished;

  PartitionPages(QueryPlan<?> plan, ShardPosition start, Integer limit) {
    this.plan = plan;
    this.limit = limit;
    this.nextStart = start.after();
    this.finished = start.done();
  }

  /** The next page: one Query's items, possibly none (a filter removed them) while not finished. */
  CompletableFuture<List<Map<String, AttributeValue>>> page() {
    return plan.send(ShardRead.after(0, nextStart, limit))
        .thenApply(
            response -> {
              nextStart = lastEvaluatedKey(response);
              finished = nextStart.isEmpty();
              return response.items();
            });
  }

  /** Where the next page starts: empty when there is none. */
  Optional<ShardPosition> position() {
    return finished ? Optional.empty() : nextStart.map(ShardPosition::after);
  }

  @Override
  public CompletableFuture<List<Map<String, AttributeValue>>> next() {
    // A filter can empty a page that still has a next one: read on until an item or the end.
    return Futures.iterate(
        List.<Map<String, AttributeValue>>of(),
        items -> !items.isEmpty() || finished,
        items -> page());
  }

  @Override
  public boolean finished() {
    return finished;
  }

  static Optional<Map<String, AttributeValue>> lastEvaluatedKey(QueryResponse response) {
    return response.hasLastEvaluatedKey() && !response.lastEvaluatedKey().isEmpty()
        ? Optional.of(response.lastEvaluatedKey())
        : Optional.empty();
  }
}
