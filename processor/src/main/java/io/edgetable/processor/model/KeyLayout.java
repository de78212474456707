package io.edgetable.processor.model;

import java.util.Optional;

/**
 * The item layout: how prefixes, labels, ids and shards become the key templates of nodes,
 * edges and inverse indexes. Pure: the readers pass it what the annotations say.
 *
 * <pre>
 * node:    PK = prefix#{id}               SK = prefix#{id}, or the constant sortKey
 * edge:    PK = sourcePrefix#{sourceId}   SK = [label#]targetPrefix#{targetId}
 * inverse: XPK = targetPrefix#{targetId}[#{shard}]   XSK = [label#]sourcePrefix#{sourceId}
 * counter item of a sharded counter c:  PK = SK = nodePrefix#{id}#c#{shard}
 * </pre>
 */
public final class KeyLayout {
  /** Between a prefix or label and what follows, and before a shard number. */
  public static final String SEPARATOR = "#";

  public static final String PARTITION_KEY = "PK";
  public static final String SORT_KEY = "SK";

  private KeyLayout() {}

  /** {@code PK = prefix#{id}}. */
  public static KeyTemplate nodePartition(String prefix, IdModel id) {
    return KeyTemplate.of(PARTITION_KEY, prefix + SEPARATOR, id);
  }

  /** {@code SK = prefix#{id}}, or the constant {@code sortKey}. */
  public static KeyTemplate nodeSort(String prefix, Optional<String> sortKey, IdModel id) {
    return sortKey
        .map(constant -> KeyTemplate.constant(SORT_KEY, constant))
        .orElseGet(() -> KeyTemplate.of(SORT_KEY, prefix + SEPARATOR, id));
  }

  /** The prefix of an edge's end: the edge's {@code sourcePrefix}/{@code targetPrefix}, if set. */
  public static String endPrefix(Optional<String> edgePrefix, String nodePrefix) {
    return edgePrefix.orElse(nodePrefix);
  }

  /** {@code PK = sourcePrefix#{sourceId}}. */
  public static KeyTemplate edgePartition(String sourcePrefix, IdModel sourceId) {
    return KeyTemplate.of(PARTITION_KEY, sourcePrefix + SEPARATOR, sourceId);
  }

  /** {@code SK = [label#]targetPrefix#{targetId}}. */
  public static KeyTemplate edgeSort(
      Optional<String> label, String targetPrefix, IdModel targetId) {
    return KeyTemplate.of(SORT_KEY, labelled(label, targetPrefix), targetId);
  }

  /**
   * {@code XPK = targetPrefix#{targetId}}; with {@code shards > 1} followed by {@code #} and the
   * shard of the source id.
   */
  public static KeyTemplate inversePartition(
      String index, String targetPrefix, IdModel targetId, int shards, IdModel sourceId) {
    return new KeyTemplate(
        partitionAttribute(index),
        targetPrefix + SEPARATOR,
        Optional.of(targetId),
        shards,
        shards > 1 ? Optional.of(sourceId) : Optional.empty());
  }

  /** {@code XSK = [label#]sourcePrefix#{sourceId}}. */
  public static KeyTemplate inverseSort(
      String index, Optional<String> label, String sourcePrefix, IdModel sourceId) {
    return KeyTemplate.of(sortAttribute(index), labelled(label, sourcePrefix), sourceId);
  }

  /**
   * A counter item's {@code PK} as Javadoc shows it (its {@code SK} is the same): the node's
   * partition key, then {@code #counter#} and the shard of the edge's other end: {@code
   * USER#{followee}#followers#{shard 0..7}}.
   */
  public static String counterItem(String nodePrefix, String id, String counter, int shards) {
    return nodePrefix
        + SEPARATOR
        + "{"
        + id
        + "}"
        + SEPARATOR
        + counter
        + SEPARATOR
        + "{shard 0.."
        + (shards - 1)
        + "}";
  }

  /** The partition key attribute of index {@code X}: {@code XPK}. */
  public static String partitionAttribute(String index) {
    return index + PARTITION_KEY;
  }

  /** The sort key attribute of index {@code X}: {@code XSK}. */
  public static String sortAttribute(String index) {
    return index + SORT_KEY;
  }

  private static String labelled(Optional<String> label, String prefix) {
    return label.map(l -> l + SEPARATOR).orElse("") + prefix + SEPARATOR;
  }
}
