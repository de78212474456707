package io.edgetable.console.doctor;

import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * What the console needs of the integrity doctor ({@code io.edgetable.doctor}): check a table
 * against the model and repair what it found. Both answer
 * {@code {"findings": [{"kind", "key", "message"}]}} (a repair adds what it changed and what it
 * skipped). {@code progress} receives the items read so far while a check runs.
 */
public interface DoctorService {
  /** Whether a doctor is present in this build. */
  boolean available();

  ObjectNode check(String table, Progress progress);

  ObjectNode repair(String table, boolean deleteDanglingEdges);

  /** Items read and findings so far. */
  interface Progress {
    void update(long itemsRead, long findings);
  }
}
