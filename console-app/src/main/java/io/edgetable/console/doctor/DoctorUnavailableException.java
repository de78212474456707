package io.edgetable.console.doctor;

/** The doctor is not available in this build; the API answers 501 with this message. */
public final class DoctorUnavailableException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  public DoctorUnavailableException() {
    super("the integrity doctor is not available in this build (it was built without"
        + " io.edgetable.doctor); nothing was checked or repaired");
  }
}
