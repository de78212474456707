package io.edgetable.it.names;

import io.edgetable.Id;
import io.edgetable.Node;
import io.edgetable.it.names.Acme.types.Level;

/** Types nested in a class, one of them with a lower-case simple name. */
public final class Registry {
  private Registry() {}

  /** A nested enum whose simple name starts in lower case. */
  public enum status {
    active,
    retired
  }

  /** A nested record used as an attribute, stored as a map. */
  public record Address(String street, status state, Level level) {}

  /** A nested node whose id is the lower-case enum. */
  @Node(prefix = "REG")
  public record Entry(@Id status code, Level level, Address address) {}
}
