package io.edgetable.test;

/**
 * moto, the local DynamoDB API server that {@link MotoServer} and {@link LocalDynamoDb} start, is
 * not installed for any Python interpreter found. The message is one line that says how to
 * install it; there is no stack trace, because the fix is on the machine, not in the code.
 */
public final class MotoNotInstalledException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  /** The commands that install moto with its server. */
  static final String INSTALL = "pip install \"moto[server]\" (or pipx install \"moto[server]\")";

  MotoNotInstalledException(String message) {
    super(message, null, false, false);
  }
}
