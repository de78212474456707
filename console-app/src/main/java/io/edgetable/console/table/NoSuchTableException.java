package io.edgetable.console.table;

/** A table that the endpoint does not hold; the API answers 404. */
public final class NoSuchTableException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  public NoSuchTableException(String table) {
    super("no table named \"" + table + "\" at this endpoint");
  }
}
