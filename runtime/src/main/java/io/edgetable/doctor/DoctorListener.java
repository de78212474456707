package io.edgetable.doctor;

/**
 * Hears how a check goes: progress after each page (or export file) read, and each finding as
 * it is found. Called from the check's threads, one call at a time.
 */
public interface DoctorListener {
  /** A listener that hears nothing. */
  DoctorListener NONE = new DoctorListener() {};

  /** {@code itemsRead} items read so far, {@code findings} found so far. */
  default void progress(long itemsRead, long findings) {}

  /**
   * A finding, as soon as it is found: an item's own faults as it is read; what needs every item
   * (counter drifts, orphaned counter items, dangling edges) once every item is read.
   */
  default void found(Finding finding) {}
}
