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
