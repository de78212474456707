package io.edgetable.processor.model;

/** One record component: its name (also the attribute name), type and role in the item. */
public record ComponentModel(String name, TypeModel type, Role role) {

  public enum Role {
    /** The {@code @Id} of a node: lives only in the keys. */
    ID,
    /** The {@code @SourceId} of an edge: lives only in the keys. */
    SOURCE_ID,
    /** The {@code @TargetId} of an edge: lives only in the keys. */
    TARGET_ID,
    /** A node component that an edge counts; written by {@code put}, never by {@code save}. */
    COUNTER,
    /**
     * The {@code @Version} ({@code long}/{@code Long}): every overwrite is conditional on it and
     * stores the next one; no update action writes it.
     */
    VERSION,
    /** The {@code @Ttl} ({@code Instant}): stored as epoch seconds, read as absent once passed. */
    TTL,
    /** A plain attribute named as the component. */
    ATTRIBUTE
  }

  /** The same component in another role. */
  public ComponentModel as(Role newRole) {
    return new ComponentModel(name, type, newRole);
  }

  /** Whether the value is stored in the keys rather than as an attribute of its own. */
  public boolean isKey() {
    return role == Role.ID || role == Role.SOURCE_ID || role == Role.TARGET_ID;
  }
}
