package io.edgetable.console.doctor;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.edgetable.console.json.DynamoJson;
import io.edgetable.console.json.Jsons;
import io.edgetable.doctor.Finding;
import io.edgetable.doctor.RepairResult;
import java.util.List;

/** Findings and repair results as the API answers them. */
final class FindingJson {
  private FindingJson() {}

  /** {@code [{"kind", "key", "message"}]}: the kind is the finding's class, e.g. CounterDrift. */
  static ArrayNode findings(List<Finding> findings) {
    ArrayNode array = Jsons.MAPPER.createArrayNode();
    findings.forEach(f -> array.add(finding(f)));
    return array;
  }

  static ObjectNode finding(Finding finding) {
    ObjectNode json = Jsons.object();
    json.put("kind", finding.getClass().getSimpleName());
    json.set("key", DynamoJson.item(finding.key()));
    json.put("message", finding.message());
    return json;
  }

  /** {@code "repaired"}, {@code "skipped"} (each with its reason) and {@code "notRepaired"}. */
  static void result(ObjectNode answer, RepairResult result) {
    answer.set("repaired", findings(result.repaired()));
    ArrayNode skipped = answer.putArray("skipped");
    for (RepairResult.Skipped skip : result.skipped()) {
      skipped.add(finding(skip.finding()).put("reason", skip.reason()));
    }
    answer.set("notRepaired", findings(result.notRepaired()));
  }
}
