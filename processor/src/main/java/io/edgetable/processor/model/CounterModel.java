package io.edgetable.processor.model;

/**
 * A numeric node component counted up and down with an edge, in the edge's transaction: on the
 * node item, or with {@code shards > 1} on one of that many counter items beside it ({@link
 * KeyLayout#counterItem}).
 */
public record CounterModel(NodeRef node, String component, TypeModel type, int shards) {

  public boolean sharded() {
    return shards > 1;
  }
}
