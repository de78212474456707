package io.edgetable.internal.operation;

import io.edgetable.Dao;
import java.util.Objects;
import java.util.function.Function;

/**
 * The table of a DAO built on a base class of {@code io.edgetable.dao}, for the methods a
 * generated DAO adds to its base ({@code collection(id)}, {@code inverse(id)}...): the base keeps
 * its {@link RecordTable} private, since no public or protected signature may name it, and hands
 * this class the one function that reads it, once, when it is loaded.
 */
public final class DaoTables {
  private static volatile Function<Dao<?, ?>, RecordTable<?, ?>> tables;

  private DaoTables() {}

  /** Called once, by the DAO base classes: {@code read} returns the table of one of their DAOs. */
  public static void install(Function<Dao<?, ?>, RecordTable<?, ?>> read) {
    if (tables != null) {
      throw new IllegalStateException("the DAO tables are read by one function only");
    }
    tables = Objects.requireNonNull(read, "read");
  }

  /**
   * The table {@code dao} reads and writes; {@code dao} is a generated DAO, so its base class is
   * loaded and has installed the function.
   */
  @SuppressWarnings("unchecked")
  public static <T, K> RecordTable<T, K> of(Dao<T, K> dao) {
    return (RecordTable<T, K>) tables.apply(dao);
  }
}
