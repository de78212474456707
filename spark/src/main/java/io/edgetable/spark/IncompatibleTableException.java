package io.edgetable.spark;

import io.edgetable.exception.EdgeTableException;

/**
 * The table lacks what the model needs (its key schema, an index, a key attribute's type), so
 * its items would not be found: thrown before anything is written, naming each difference.
 */
public class IncompatibleTableException extends EdgeTableException {
  private static final long serialVersionUID = 1L;

  private final String tableName;

  public IncompatibleTableException(String message, String tableName) {
    super(message);
    this.tableName = tableName;
  }

  /** The table. */
  public String tableName() {
    return tableName;
  }
}
