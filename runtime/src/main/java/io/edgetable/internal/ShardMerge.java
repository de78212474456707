package io.edgetable.internal;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;

/**
 * A lazy k-way merge of the shards of a sharded index, in sort-key order. An item is emitted
 * only when every shard that is not exhausted has an item buffered, so the order is exact; a
 * shard that runs dry is refilled with another Query first (all dry shards at once).
 *
 * <p>{@link #positions()} says where each shard resumes: after the last key it emitted, after
 * the last key it read when its buffer is empty (a filtered-out stretch is not read twice), or
 * done. Buffered items not yet emitted are read again by the next page.
 */
final class ShardMerge {
  private final QueryPlan<?> plan;
  private final Comparator<Map<String, AttributeValue>> order;
  private final List<Shard> shards = new ArrayList<>();
  private final int maxRequestsPerShard;
  private int requests;

  /**
   * @param maxRequestsPerShard how many Queries one shard may send before {@link #next} gives up
   *     and ends the page (its position still advances); {@code Integer.MAX_VALUE} for no bound
   */
  ShardMerge(QueryPlan<?> plan, List<ShardPosition> start, int maxRequestsPerShard) {
    this.plan = plan;
    this.order = plan.order();
    this.maxRequestsPerShard = maxRequestsPerShard;
    for (int i = 0; i < start.size(); i++) {
      shards.add(new Shard(i, start.get(i)));
    }
  }

  /**
   * The next item in merged order, or empty when every shard is exhausted or a shard would need
   * more than its share of Queries. {@code requestLimit} is the {@code Limit} of any Query it sends
   * (null: none).
   */
  Optional<Map<String, AttributeValue>> next(Integer requestLimit) {
    while (true) {
      List<Shard> dry = new ArrayList<>();
      for (Shard shard : shards) {
        if (shard.buffer.isEmpty() && !shard.exhausted) {
          dry.add(shard);
        }
      }
      if (dry.isEmpty()) {
        break;
      }
      if (dry.stream().anyMatch(s -> s.requests >= maxRequestsPerShard)) {
        return Optional.empty();
      }
      refill(dry, requestLimit);
    }
    Shard first = null;
    for (Shard shard : shards) {
      if (!shard.buffer.isEmpty() && (first == null || order.compare(shard.buffer.peek(), first.buffer.peek()) < 0)) {
        first = shard;
      }
    }
    if (first == null) {
      return Optional.empty();
    }
    Map<String, AttributeValue> item = first.buffer.poll();
    first.handledUpTo = plan.keyOf(item);
    return Optional.of(item);
  }

  /** Where each shard resumes, in shard order. */
  List<ShardPosition> positions() {
    List<ShardPosition> positions = new ArrayList<>();
    for (Shard shard : shards) {
      positions.add(shard.position());
    }
    return positions;
  }

  /** Whether nothing is left to read or emit. */
  boolean exhausted() {
    return shards.stream().allMatch(s -> s.exhausted && s.buffer.isEmpty());
  }

  /** Queries sent so far. */
  int requests() {
    return requests;
  }

  private void refill(List<Shard> dry, Integer requestLimit) {
    List<Supplier<QueryResponse>> queries = new ArrayList<>();
    for (Shard shard : dry) {
      Optional<Map<String, AttributeValue>> startKey = Optional.ofNullable(shard.nextStart);
      queries.add(() -> plan.send(shard.index, startKey, requestLimit, false));
    }
    List<QueryResponse> responses = ShardExecutor.runAll(queries);
    for (int i = 0; i < dry.size(); i++) {
      dry.get(i).accept(responses.get(i));
    }
    requests += dry.size();
  }

  private static final class Shard {
    final int index;
    final ArrayDeque<Map<String, AttributeValue>> buffer = new ArrayDeque<>();
    /** Everything up to this key was emitted or filtered out; null = nothing yet. */
    Map<String, AttributeValue> handledUpTo;
    /** Where the next Query starts; null = the start of the partition. */
    Map<String, AttributeValue> nextStart;
    boolean exhausted;
    int requests;

    Shard(int index, ShardPosition start) {
      this.index = index;
      this.exhausted = start.done();
      this.nextStart = start.after().orElse(null);
      this.handledUpTo = nextStart;
    }

    void accept(QueryResponse response) {
      requests++;
      handledUpTo = nextStart;
      buffer.addAll(response.items());
      if (response.hasLastEvaluatedKey() && !response.lastEvaluatedKey().isEmpty()) {
        nextStart = response.lastEvaluatedKey();
      } else {
        exhausted = true;
      }
    }

    ShardPosition position() {
      if (buffer.isEmpty()) {
        return exhausted ? ShardPosition.DONE : ShardPosition.afterNullable(nextStart);
      }
      return ShardPosition.afterNullable(handledUpTo);
    }
  }
}
