package io.edgetable.it.values;

import io.edgetable.Id;
import io.edgetable.Node;
import java.util.List;

/** Annotated records nested in a class: generated names join the nesting with '_'. */
public final class Outer {
  private Outer() {}

  /** The node. */
  @Node(prefix = "INNER")
  public record Inner(@Id Mood mood, Detail detail, List<Detail> details) {
    /** A record nested in the node, stored as a map. */
    public record Detail(String text, Detail next) {}
  }
}
