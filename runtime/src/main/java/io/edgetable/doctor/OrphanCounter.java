package io.edgetable.doctor;

import java.util.Map;
import java.util.Optional;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A counter item of a node that does not exist (the node was deleted by a raw {@code DeleteItem},
 * say, or before its counter items went with it): a node created later with that id would read it
 * as part of its counter. Repaired by deleting it, conditional on the value read.
 *
 * @param key the counter item's key ({@code PK = SK = REPO#x#stars#3})
 * @param recordName the node kind
 * @param node the missing node's partition key ({@code REPO#x})
 * @param counter the counter attribute
 * @param shard the counter item's number
 * @param value the value read (empty: absent, or not a number, which is a {@link TypeMismatch}
 *     too)
 */
public record OrphanCounter(
    Map<String, AttributeValue> key,
    String recordName,
    String node,
    String counter,
    int shard,
    Optional<Long> value)
    implements Finding {

  public OrphanCounter {
    key = Map.copyOf(key);
  }

  @Override
  public String message() {
    return "OrphanCounter: " + recordName + " " + Finding.describe(key) + ": counter item "
        + shard + " of counter " + counter + " holds "
        + value.map(String::valueOf).orElse("no number") + ", but node " + node
        + " does not exist";
  }
}
