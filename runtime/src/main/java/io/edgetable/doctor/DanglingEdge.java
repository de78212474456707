package io.edgetable.doctor;

import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * An edge whose source or target node item is missing.
 *
 * @param key the edge item's key
 * @param recordName the edge kind
 * @param missingNodes the partition keys of the missing nodes (one or both ends)
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
