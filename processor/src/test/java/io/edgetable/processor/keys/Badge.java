package io.edgetable.processor.keys;

import io.edgetable.Id;
import io.edgetable.Node;

/** A node with a typed id and a constant sort key. */
@Node(prefix = "BADGE", sortKey = "META")
public record Badge(@Id BadgeId id, String title) {

  /** A typed id wrapping a number. */
  public record BadgeId(long value) {}
}
