package io.edgetable.internal.model;

import io.edgetable.Dao;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The record type of each generated DAO class, registered by the DAO's static initializer, so
 * that a transaction given a {@code Dao} builds the requests that DAO would send without the
 * public {@code Dao} interface naming an internal type.
 */
public final class RecordTypes {
  private static final Map<Class<?>, RecordType<?, ?>> BY_DAO = new ConcurrentHashMap<>();

  private RecordTypes() {}

  /** Called once by each generated DAO class: {@code daoClass}'s records are {@code type}. */
  public static void register(Class<?> daoClass, RecordType<?, ?> type) {
    BY_DAO.put(daoClass, type);
  }

  /**
   * The record type {@code daoClass} registered, which must be a {@code kind} ({@code
   * NodeType.class} or {@code EdgeType.class}): what a DAO base class of {@code io.edgetable.dao}
   * reads and writes.
   *
   * @throws IllegalStateException if {@code daoClass} is not a generated DAO of that kind
   */
  public static RecordType<?, ?> registered(Class<?> daoClass, Class<?> kind) {
    RecordType<?, ?> type = BY_DAO.get(daoClass);
    if (!kind.isInstance(type)) {
      throw new IllegalStateException(
          daoClass.getName()
              + " is not a DAO that EdgeTable generated for "
              + (kind == NodeType.class ? "a @Node" : "an @Edge")
              + " record: the base classes of io.edgetable.dao are extended only by the"
              + " generated FooDao and FooAsyncDao; use those");
    }
    return type;
  }

  /** The record type of {@code dao}, a generated DAO (its class is loaded: it registered). */
  @SuppressWarnings("unchecked")
  public static <T, K> RecordType<T, K> of(Dao<T, K> dao) {
    RecordType<?, ?> type = BY_DAO.get(dao.getClass());
    if (type == null) {
      throw new IllegalArgumentException(
          dao.getClass().getName()
              + " is not a generated DAO: pass the FooDao or FooAsyncDao that EdgeTable"
              + " generates for a @Node or @Edge record");
    }
    return (RecordType<T, K>) type;
  }
}
