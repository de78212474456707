package io.edgetable.spark;

import io.edgetable.exception.EdgeTableException;

/**
 * What {@link SparkDoctor#check} was given is not a DynamoDB export it can check: no {@code
 * data/*.json.gz} files under the path, a line that is not {@code DYNAMODB_JSON}, or items of
 * none of the record kinds given (an export of another table). Thrown before any finding is
 * written; the message names the path and the fix.
 */
public final class InvalidExportException extends EdgeTableException {
  private static final long serialVersionUID = 1L;

  private final String path;

  InvalidExportException(String path, String problem) {
    super("The export at " + path + " " + problem);
    this.path = path;
  }

  InvalidExportException(String path, String problem, Throwable cause) {
    super("The export at " + path + " " + problem, cause);
    this.path = path;
  }

  /** The path given, or the file of the export at fault. */
  public String path() {
    return path;
  }
}
