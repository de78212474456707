package io.edgetable.console.web;

/** An answer other than 200 with its message: {@code {"error": message}} with {@code status}. */
final class ApiError extends RuntimeException {
  private static final long serialVersionUID = 1L;

  private final int status;

  ApiError(int status, String message) {
    super(message);
    this.status = status;
  }

  int status() {
    return status;
  }
}
