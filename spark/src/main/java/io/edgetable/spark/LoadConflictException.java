package io.edgetable.spark;

import io.edgetable.exception.EdgeTableException;

/**
 * A load id already names a load of other edges (another edge kind, or other input): a load id
 * is what lets a failed load resume, so one id is one input. Use a new id for new edges.
 */
public class LoadConflictException extends EdgeTableException {
  private static final long serialVersionUID = 1L;

  public LoadConflictException(String message) {
    super(message);
  }
}
