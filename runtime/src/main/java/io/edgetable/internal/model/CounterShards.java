package io.edgetable.internal.model;

/**
 * A node's counter kept on {@code shards} counter items beside the node item, so no one item
 * takes every write: {@code counter} is the attribute each counter item holds, named like the
 * node's component. Generated node types list theirs ({@link NodeType#counterShards()}).
 */
public record CounterShards(String counter, int shards) {
  public CounterShards {
    if (counter == null || counter.isEmpty()) {
      throw new IllegalArgumentException("counter must be named");
    }
    if (shards < 2 || shards > CounterItems.MAX_SHARDS) {
      throw new IllegalArgumentException(
          counter
              + ": a sharded counter has 2 to "
              + CounterItems.MAX_SHARDS
              + " items, not "
              + shards);
    }
  }
}
