package io.edgetable.console.doctor;

/** The doctor is not part of this build yet; the API answers 501 with this message. */
public final class DoctorUnavailableException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  public DoctorUnavailableException() {
    super("the integrity doctor (io.edgetable.doctor) is not part of this build yet;"
        + " the console will run it once it is");
  }
}
