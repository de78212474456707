package io.edgetable.exception;

/**
 * The table exists, but lacks an index that the model's queries need: an inverse index (or its
 * ordered form) that was added to a record after the table was created, or a table created by hand.
 * The message names the table, the index, and the index's key schema and projection as the model
 * needs them. Nothing was read or written. Not worth retrying until the index is added
 * (UpdateTable) and ACTIVE.
 */
public class IndexNotFoundException extends EdgeTableException {
  private static final long serialVersionUID = 1L;

  private final String tableName;
  private final String indexName;

  /** Index {@code indexName} is missing from table {@code tableName}. */
  public IndexNotFoundException(
      String message, String tableName, String indexName, Throwable cause) {
    super(message, cause);
    this.tableName = tableName;
    this.indexName = indexName;
  }

  /** The table that lacks the index, e.g. {@code school}. */
  public String tableName() {
    return tableName;
  }

  /** The index that is missing, e.g. {@code GSI1}. */
  public String indexName() {
    return indexName;
  }
}
