package io.edgetable.internal;

import java.util.UUID;

/** Names for the tables that tests create themselves (with indexes of their own making). */
public final class TableNames {
  private TableNames() {}

  /** {@code stem} and a random suffix: a table name no other test uses. */
  public static String unique(String stem) {
    return stem + "-" + UUID.randomUUID().toString().substring(0, 8);
  }
}
