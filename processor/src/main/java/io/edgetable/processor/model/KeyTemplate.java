package io.edgetable.processor.model;

import java.util.Optional;

/**
 * How one key attribute is built: {@code literal}, then the escaped id (if any), then, for a
 * sharded index partition key, {@code #} and the shard number, where the shard is FNV-1a of the
 * escaped {@code shardBy} id modulo {@code shards}. Examples: {@code PK = "STU#" + studentId};
 * {@code SK = "ENROLL#CRS#" + courseId}; {@code GSI1PK = "TARGET#" + followee + "#" + shard};
 * a node with {@code sortKey = "META"}: {@code SK = "META"} with no id.
 */
public record KeyTemplate(
    String attribute, String literal, Optional<IdModel> id, int shards, Optional<IdModel> shardBy) {

  public static KeyTemplate of(String attribute, String literal, IdModel id) {
    return new KeyTemplate(attribute, literal, Optional.of(id), 1, Optional.empty());
  }

  public static KeyTemplate constant(String attribute, String literal) {
    return new KeyTemplate(attribute, literal, Optional.empty(), 1, Optional.empty());
  }

  public boolean sharded() {
    return shards > 1;
  }

  /** Whether this is a partition key ({@code PK}, {@code GSI1PK}), limited to 2048 bytes. */
  public boolean isPartitionKey() {
    return attribute.endsWith(KeyLayout.PARTITION_KEY);
  }

  /** The template as Javadoc and error messages show it: {@code STU#{studentId}}. */
  public String describe() {
    return describe(id.map(IdModel::component).orElse(""));
  }

  /**
   * The template with its id named {@code idName}: how a node's DAO names the partitions of its
   * edges by the node's own id ({@code TARGET#{handle}#{shard 0..7}}).
   */
  public String describe(String idName) {
    StringBuilder text = new StringBuilder(literal);
    if (id.isPresent()) {
      text.append('{').append(idName).append('}');
    }
    if (sharded()) {
      text.append(KeyLayout.SEPARATOR).append("{shard 0..").append(shards - 1).append('}');
    }
    return text.toString();
  }
}
