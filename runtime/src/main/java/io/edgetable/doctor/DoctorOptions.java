package io.edgetable.doctor;

import java.util.Objects;
import java.util.OptionalDouble;

/**
 * How the doctor reads and repairs: {@code segments} of the parallel Scan (default 4), at most
 * {@code readUnitsPerSecond} read capacity units a second (empty: as fast as the table serves),
 * a {@code listener} of progress and findings, and whether a repair deletes dangling edges
 * (default {@code false}: they are reported, not deleted).
 *
 * <pre>{@code
 * DoctorOptions.defaults().withSegments(8).withReadUnitsPerSecond(200)
 * }</pre>
 */
public record DoctorOptions(
    int segments,
    OptionalDouble readUnitsPerSecond,
    DoctorListener listener,
    boolean deleteDanglingEdges) {

  public DoctorOptions {
    if (segments < 1 || segments > 1_000_000) {
      throw new IllegalArgumentException(
          "segments must be 1 to 1000000 (DynamoDB's limit), was " + segments);
    }
    Objects.requireNonNull(readUnitsPerSecond, "readUnitsPerSecond");
    readUnitsPerSecond.ifPresent(
        rate -> {
          if (!(rate > 0) || Double.isInfinite(rate)) {
            throw new IllegalArgumentException(
                "readUnitsPerSecond must be a positive number, was " + rate);
          }
        });
    Objects.requireNonNull(listener, "listener (DoctorListener.NONE for none)");
  }

  /** 4 segments, no rate limit, no listener, dangling edges kept. */
  public static DoctorOptions defaults() {
    return new DoctorOptions(4, OptionalDouble.empty(), DoctorListener.NONE, false);
  }

  public DoctorOptions withSegments(int segments) {
    return new DoctorOptions(segments, readUnitsPerSecond, listener, deleteDanglingEdges);
  }

  public DoctorOptions withReadUnitsPerSecond(double rate) {
    return new DoctorOptions(segments, OptionalDouble.of(rate), listener, deleteDanglingEdges);
  }

  public DoctorOptions withListener(DoctorListener listener) {
    return new DoctorOptions(segments, readUnitsPerSecond, listener, deleteDanglingEdges);
  }

  public DoctorOptions withDeleteDanglingEdges(boolean delete) {
    return new DoctorOptions(segments, readUnitsPerSecond, listener, delete);
  }
}
