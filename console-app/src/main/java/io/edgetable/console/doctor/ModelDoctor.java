package io.edgetable.console.doctor;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.edgetable.console.json.Jsons;
import io.edgetable.console.model.Kind;
import io.edgetable.console.model.Model;
import io.edgetable.doctor.DoctorListener;
import io.edgetable.doctor.DoctorOptions;
import io.edgetable.doctor.EdgeDoctor;
import io.edgetable.doctor.IntegrityReport;
import io.edgetable.doctor.RepairResult;
import io.edgetable.schema.EdgeSchema;
import java.util.List;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * The doctor of the console: {@link EdgeDoctor} with the schemas of the model's kinds (their
 * {@code FooKeys.SCHEMA}), through the console's client. Without a model (raw mode) there is
 * nothing to check against, and every call says so.
 */
public final class ModelDoctor implements DoctorService {
  private final DynamoDbClient client;
  private final List<EdgeSchema> schemas;

  public ModelDoctor(DynamoDbClient client, Model model) {
    this.client = client;
    this.schemas = model.kinds().stream().map(Kind::schema).toList();
  }

  @Override
  public boolean available() {
    return !schemas.isEmpty();
  }

  @Override
  public ObjectNode check(String table, Progress progress) {
    IntegrityReport report = check(table, progress, Phase.CHECKING);
    progress.update(Phase.DONE, report.itemsRead(), report.findings().size());
    ObjectNode answer = Jsons.object();
    answer.set("findings", FindingJson.findings(report.findings()));
    answer.put("itemsRead", report.itemsRead());
    return answer;
  }

  /** Checks afresh, repairs what that check found (conditional writes), then checks again. */
  @Override
  public ObjectNode repair(String table, boolean deleteDanglingEdges, Progress progress) {
    IntegrityReport before = check(table, progress, Phase.CHECKING);
    progress.update(Phase.REPAIRING, before.itemsRead(), before.findings().size());
    RepairResult result = before.repair(client,
        DoctorOptions.defaults().withDeleteDanglingEdges(deleteDanglingEdges));
    IntegrityReport after = check(table, progress, Phase.RECHECKING);
    progress.update(Phase.DONE, after.itemsRead(), after.findings().size());
    ObjectNode answer = Jsons.object();
    answer.set("findings", FindingJson.findings(after.findings()));
    answer.put("itemsRead", after.itemsRead());
    answer.set("found", FindingJson.findings(before.findings()));
    FindingJson.result(answer, result);
    return answer;
  }

  private IntegrityReport check(String table, Progress progress, Phase phase) {
    DoctorListener listener = new DoctorListener() {
      @Override
      public void progress(long itemsRead, long findings) {
        progress.update(phase, itemsRead, findings);
      }
    };
    return doctor(table).with(DoctorOptions.defaults().withListener(listener)).check();
  }

  private EdgeDoctor doctor(String table) {
    if (!available()) {
      throw new DoctorUnavailableException("the doctor checks a table against its model, and"
          + " this console has none (raw mode): start it with --model PATH (the generated"
          + " classes); nothing was checked or repaired");
    }
    try {
      return EdgeDoctor.of(client, table, schemas);
    } catch (IllegalArgumentException e) {
      throw new DoctorUnavailableException("the doctor cannot check with this model ("
          + e.getMessage() + "): pass every class the processor generated with --model");
    }
  }
}
