package io.edgetable.exception;

/**
 * An edge write with counters names a node item that does not exist. Nothing was written: the
 * edge and the counters are one transaction. Create the node first ({@code FooDao.put}).
 */
public class NodeNotFoundException extends EdgeTableException {
  private static final long serialVersionUID = 1L;

  /** The partition key of the node that is missing. */
  private final String partitionKey;

  /** A node that an edge needs and that does not exist, at {@code partitionKey}. */
  public NodeNotFoundException(String message, String partitionKey) {
    super(message);
    this.partitionKey = partitionKey;
  }

  /** The {@code PK} of the missing node item, e.g. {@code STU#a91}. */
  public String partitionKey() {
    return partitionKey;
  }
}
