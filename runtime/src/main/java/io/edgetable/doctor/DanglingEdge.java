package io.edgetable.doctor;

import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * An edge whose source or target node item is missing. Each missing end is a finding of its own:
 * an edge whose two ends are both missing is reported twice, once naming each (and repaired
 * once). Repaired only when asked ({@link DoctorOptions#deleteDanglingEdges()}): the edge is
 * deleted, its counters moved as the DAO's {@code delete} would.
 *
 * @param key the edge item's key
 * @param recordName the edge kind
 * @param missingNodes the partition key of the missing node
 */
public record DanglingEdge(
    Map<String, AttributeValue> key, String recordName, List<String> missingNodes)
    implements Finding {

  public DanglingEdge {
    key = Map.copyOf(key);
    missingNodes = List.copyOf(missingNodes);
  }

  @Override
  public String message() {
    return "DanglingEdge: " + recordName + " " + Finding.describe(key) + ": node "
        + String.join(" and ", missingNodes) + " does not exist";
  }
}
