package io.edgetable.exception;

/**
 * A write whose outcome cannot be known: a response was lost (or the server failed after
 * applying the write), the SDK sent the request again, and what the retry found fits both "this
 * call wrote it" and "it was like that already". Thrown instead of a guess; read the item to
 * learn what is stored, and decide from that.
 *
 * <p>Real DynamoDB makes a retried TransactWriteItems idempotent for ten minutes through its
 * ClientRequestToken, which every counted write and transaction sends, so there a retry of a
 * committed transaction succeeds and this is thrown only when a retry was refused for another
 * reason; servers that ignore the token (moto, local emulators) and single-item writes, which
 * have no token, rely on this check.
 */
public class OutcomeUnknownException extends EdgeTableException {
  private static final long serialVersionUID = 1L;

  public OutcomeUnknownException(String message, Throwable cause) {
    super(message, cause);
  }
}
