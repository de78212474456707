package io.edgetable.exception;

/**
 * The table an operation names does not exist (or is not ACTIVE yet) where the client looked for
 * it: DynamoDB's {@code ResourceNotFoundException}, with the table, the endpoint or region, and how
 * to create it. Nothing was written. Not worth retrying until the table is created.
 */
public class TableNotFoundException extends EdgeTableException {
  private static final long serialVersionUID = 1L;

  private final String tableName;

  public TableNotFoundException(String message, String tableName, Throwable cause) {
    super(message, cause);
    this.tableName = tableName;
  }

  /** The table that was not found, e.g. {@code school}. */
  public String tableName() {
    return tableName;
  }
}
