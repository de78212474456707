package io.edgetable.exception;

/**
 * A key cannot be built from the given id: it is null or empty, or the key would exceed
 * DynamoDB's limit (partition key 2048 bytes, sort key 1024 bytes of UTF-8). Thrown before any
 * request is sent.
 */
public class InvalidKeyException extends EdgeTableException {
  private static final long serialVersionUID = 1L;

  /** A key component refused before any request, described by {@code message}. */
  public InvalidKeyException(String message) {
    super(message);
  }
}
