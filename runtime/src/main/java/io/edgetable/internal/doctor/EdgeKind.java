package io.edgetable.internal.doctor;

import io.edgetable.internal.codec.KeyCodec;
import io.edgetable.schema.EdgeSchema.Side;
import java.io.Serializable;
import java.util.List;

/**
 * An edge kind as the doctor reads its items: its keys; its inverse {@code index} with the
 * patterns of its keys and the attribute it sorts by ({@code sortBy}), each null without one; its
 * {@code source} and {@code target} node kinds (null for a schema without ends); the counters it
 * moves; its attributes.
 */
record EdgeKind(
    String name,
    KeyPattern pk,
    KeyPattern sk,
    String index,
    KeyPattern inversePk,
    KeyPattern inverseSk,
    String sortBy,
    NodeKind source,
    NodeKind target,
    List<Move> counters,
    List<Attribute> attributes)
    implements Serializable {
  private static final long serialVersionUID = 1L;

  /** An edge's move of counter {@code index} of its {@code side}'s node. */
  record Move(Side side, NodeKind node, int index) implements Serializable {
    private static final long serialVersionUID = 1L;

    NodeKind.Counter counter() {
      return node.counters().get(index);
    }

    /** The counter item an edge of these escaped ids moves, or -1 for the node item. */
    int shard(String sourceId, String targetId) {
      int shards = counter().shards();
      return shards > 1 ? KeyCodec.shard(side == Side.SOURCE ? targetId : sourceId, shards) : -1;
    }

    /** The escaped id of the node it moves. */
    String nodeId(String sourceId, String targetId) {
      return side == Side.SOURCE ? sourceId : targetId;
    }
  }

  /** The node key ({@code PK} of the node item) of the source, or null without ends. */
  String sourceKey(String sourceId) {
    return source == null ? null : source.partitionKey(sourceId);
  }

  /** The node key of the target, or null without ends. */
  String targetKey(String targetId) {
    return target == null ? null : target.partitionKey(targetId);
  }

  /** The index keys an edge of these escaped ids has, or null without an inverse index. */
  String[] indexKeys(String sourceId, String targetId) {
    if (index == null || inversePk == null || inverseSk == null) {
      return null;
    }
    String partition = inversePk.literal() + targetId;
    if (inversePk.shards() > 1) {
      partition += "#" + KeyCodec.shard(sourceId, inversePk.shards());
    }
    return new String[] {partition, inverseSk.literal() + sourceId};
  }
}
