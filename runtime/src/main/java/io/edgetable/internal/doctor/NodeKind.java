package io.edgetable.internal.doctor;

import java.io.Serializable;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A node kind as the doctor reads its items: {@code PK = pk.literal + id}, {@code SK} the same or
 * a constant, its counters (each on the node item or on {@code shards} counter items) and its
 * attributes.
 */
record NodeKind(
    String name, KeyPattern pk, KeyPattern sk, List<Counter> counters, List<Attribute> attributes)
    implements Serializable {
  private static final long serialVersionUID = 1L;

  /** A counter: its attribute, on the node item alone ({@code shards = 1}) or counter items. */
  record Counter(String attribute, int shards) implements Serializable {
    private static final long serialVersionUID = 1L;
  }

  String partitionKey(String escapedId) {
    return pk.of(escapedId);
  }

  String sortKey(String escapedId) {
    return sk.of(escapedId);
  }

  Map<String, AttributeValue> key(String escapedId) {
    return Keys.of(partitionKey(escapedId), sortKey(escapedId));
  }

  /** The escaped id of the node whose partition key is {@code partitionKey}. */
  String idOf(String partitionKey) {
    return partitionKey.substring(pk.literal().length());
  }

  int counterIndex(String attribute) {
    for (int i = 0; i < counters.size(); i++) {
      if (counters.get(i).attribute().equals(attribute)) {
        return i;
      }
    }
    return -1;
  }
}
