package io.edgetable.exception;

import java.util.Map;

/**
 * A node's {@code delete} refused: counted edges still point at it (one of its counters is above
 * zero), and deleting it alone would leave them counted nowhere, so a node created again with the
 * same id would start below the real number of its edges. Nothing was deleted. Delete the node with
 * its edges ({@code FooDao.deleteWithEdges(id)}), or delete the edges first.
 */
public class NodeHasEdgesException extends EdgeTableException {
  private static final long serialVersionUID = 1L;

  /** The partition key of the node that still has edges. */
  private final String partitionKey;
  private final transient Map<String, Long> counters;

  /** A node that still has edges: its partition key and its non-zero counters. */
  public NodeHasEdgesException(String message, String partitionKey, Map<String, Long> counters) {
    super(message);
    this.partitionKey = partitionKey;
    this.counters = Map.copyOf(counters);
  }

  /** The {@code PK} of the node item, e.g. {@code USER#bob}. */
  public String partitionKey() {
    return partitionKey;
  }

  /**
   * The counters that stopped the delete, with the value read when it was refused (for a sharded
   * counter, what its counter items held), e.g. {@code {followers=3}}.
   */
  public Map<String, Long> counters() {
    return counters;
  }
}
