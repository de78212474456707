package io.edgetable.console.model;

import java.lang.reflect.InvocationTargetException;

/** Unwraps what a reflective call to generated code threw. */
final class Reflection {
  private Reflection() {}

  static RuntimeException unwrap(InvocationTargetException e) {
    Throwable cause = e.getCause();
    if (cause instanceof RuntimeException runtime) {
      return runtime;
    }
    if (cause instanceof Error error) {
      throw error;
    }
    return new IllegalStateException(cause);
  }
}
