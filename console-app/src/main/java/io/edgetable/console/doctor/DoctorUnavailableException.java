package io.edgetable.console.doctor;

/** The doctor cannot run from this console; the API answers 501 with the message. */
public final class DoctorUnavailableException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  public DoctorUnavailableException(String message) {
    super(message);
  }
}
