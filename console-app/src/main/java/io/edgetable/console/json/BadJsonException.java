package io.edgetable.console.json;

/** A request body or parameter that is not what the API expects; the message names the field. */
public final class BadJsonException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  public BadJsonException(String field, String problem) {
    super(field + ": " + problem);
  }
}
