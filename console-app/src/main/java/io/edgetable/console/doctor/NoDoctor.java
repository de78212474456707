package io.edgetable.console.doctor;

import com.fasterxml.jackson.databind.node.ObjectNode;

/** Stands in for the doctor until {@code io.edgetable.doctor} is built: every call says so. */
public final class NoDoctor implements DoctorService {
  @Override
  public boolean available() {
    return false;
  }

  @Override
  public ObjectNode check(String table, Progress progress) {
    throw new DoctorUnavailableException();
  }

  @Override
  public ObjectNode repair(String table, boolean deleteDanglingEdges) {
    throw new DoctorUnavailableException();
  }
}
