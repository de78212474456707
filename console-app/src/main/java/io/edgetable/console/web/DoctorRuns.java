package io.edgetable.console.web;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.edgetable.console.doctor.DoctorService.Phase;
import io.edgetable.console.doctor.DoctorService.Progress;
import io.edgetable.console.json.Jsons;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * The progress of the doctor runs the page named ({@code ?run=ID} on the check or the repair),
 * so that {@code GET .../doctor/progress?run=ID} can answer while the run's own request waits.
 * Only the latest runs are kept.
 */
final class DoctorRuns {
  private static final int KEPT = 64;
  private static final Pattern ID = Pattern.compile("[A-Za-z0-9_-]{1,64}");

  private final Map<String, ObjectNode> runs = new LinkedHashMap<>() {
    private static final long serialVersionUID = 1L;

    @Override
    protected boolean removeEldestEntry(Map.Entry<String, ObjectNode> eldest) {
      return size() > KEPT;
    }
  };

  /** The answers of finished runs, by id: what a run's URL shows. */
  private final Map<String, ObjectNode> results = new LinkedHashMap<>() {
    private static final long serialVersionUID = 1L;

    @Override
    protected boolean removeEldestEntry(Map.Entry<String, ObjectNode> eldest) {
      return size() > KEPT;
    }
  };

  /** A new run id, for a run the page did not name. */
  static String newId() {
    return java.util.UUID.randomUUID().toString();
  }

  /** Keeps the answer of run {@code id} (the last {@value #KEPT} runs are kept). */
  synchronized void finish(String id, ObjectNode answer) {
    results.remove(id);
    results.put(id, answer.deepCopy());
  }

  /** The answer of finished run {@code id}, if it is among those kept. */
  synchronized Optional<ObjectNode> result(String id) {
    return Optional.ofNullable(results.get(id)).map(ObjectNode::deepCopy);
  }

  /** The run id given, checked; empty when none was given. */
  static Optional<String> id(String given) {
    if (given == null) {
      return Optional.empty();
    }
    if (!ID.matcher(given).matches()) {
      throw new ApiError(400, "run: '" + given + "' is not a run id (1 to 64 of A-Z a-z 0-9 _ -)");
    }
    return Optional.of(given);
  }

  /** A new run of {@code table}, about {@code itemCount} items, that {@code progress} moves. */
  Progress start(Optional<String> id, String table, long itemCount) {
    if (id.isEmpty()) {
      return Progress.NONE;
    }
    String run = id.get();
    update(run, table, itemCount, Phase.CHECKING, 0, 0);
    return (phase, itemsRead, findings) ->
        update(run, table, itemCount, phase, itemsRead, findings);
  }

  /** {@code {"run", "table", "phase", "itemsRead", "findings", "itemCount"}}, or empty. */
  synchronized Optional<ObjectNode> get(String id) {
    return Optional.ofNullable(runs.get(id)).map(ObjectNode::deepCopy);
  }

  private synchronized void update(String run, String table, long itemCount, Phase phase,
      long itemsRead, long findings) {
    ObjectNode json = Jsons.object();
    json.put("run", run);
    json.put("table", table);
    json.put("phase", phase.name().toLowerCase(Locale.ROOT));
    json.put("itemsRead", itemsRead);
    json.put("findings", findings);
    json.put("itemCount", itemCount);
    runs.put(run, json);
  }
}
