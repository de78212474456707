package io.edgetable.console.doctor;

import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * What the console needs of the integrity doctor ({@code io.edgetable.doctor}): check a table
 * against the model and repair what a fresh check finds. Both answer
 * {@code {"findings": [{"kind", "key", "message"}]}} (a repair: the findings left after it, and
 * what it repaired, skipped and could not repair). {@code progress} hears the items read and the
 * findings so far while it runs.
 */
public interface DoctorService {
  /** Whether the doctor can check from here (it needs the model's record kinds). */
  boolean available();

  ObjectNode check(String table, Progress progress);

  ObjectNode repair(String table, boolean deleteDanglingEdges, Progress progress);

  /** What a run has done so far: its phase, the items read and the findings of that phase. */
  interface Progress {
    /** A progress that hears nothing. */
    Progress NONE = (phase, itemsRead, findings) -> { };

    void update(Phase phase, long itemsRead, long findings);
  }

  /** What a run is doing: a check, the repair's writes, the check after them, or done. */
  enum Phase {
    CHECKING, REPAIRING, RECHECKING, DONE
  }
}
