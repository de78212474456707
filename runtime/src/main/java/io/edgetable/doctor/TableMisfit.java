package io.edgetable.doctor;

import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The table's key schema or indexes are not those the record kinds need (an index missing, keyed
 * or projected otherwise), so its items were not read: every other finding would be about the
 * wrong table, or false. Not repaired: change the table (an index can be added with UpdateTable),
 * or check another one.
 *
 * @param table the table
 * @param differences each difference, naming what the table has and what the kinds need
 */
public record TableMisfit(String table, List<String> differences) implements Finding {

  public TableMisfit {
    differences = List.copyOf(differences);
  }

  /** No item: the finding is about the table. */
  @Override
  public Map<String, AttributeValue> key() {
    return Map.of();
  }

  @Override
  public String message() {
    return "TableMisfit: table " + table + " does not fit the record kinds, so it was not read: "
        + String.join("; ", differences);
  }
}
