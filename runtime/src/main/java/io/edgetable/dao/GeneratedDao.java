package io.edgetable.dao;

import io.edgetable.Dao;
import io.edgetable.internal.codec.Arguments;
import io.edgetable.internal.model.RecordType;
import io.edgetable.internal.model.RecordTypes;
import io.edgetable.internal.operation.DaoTables;
import io.edgetable.internal.operation.RecordTable;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * The root of every generated DAO: {@link #keyOf} and {@link #tableName}, and what every DAO base
 * class of this package holds (the record type that its generated subclass registered in its
 * static initializer, and the table that type is read and written on). Its constructors are
 * package-private: only the base classes of this package extend it, so that no public or
 * protected signature names the internal types it holds.
 *
 * @param <T> the record
 * @param <K> its key: the boxed id of a node, the {@code EdgeKey} of an edge
 */
public abstract class GeneratedDao<T, K> implements Dao<T, K> {
  static {
    // The methods a generated DAO adds to its base read its table through DaoTables.
    DaoTables.install(dao -> ((GeneratedDao<?, ?>) dao).table);
  }

  private final RecordType<T, K> type;
  private final RecordTable<T, K> table;

  /** {@code kind}: {@code NodeType.class} or {@code EdgeType.class}, what the subclass must be. */
  GeneratedDao(DynamoDbClient client, String tableName, Class<?> kind) {
    this.type = registered(kind);
    this.table = new RecordTable<>(client, tableName, type);
  }

  GeneratedDao(DynamoDbAsyncClient client, String tableName, Class<?> kind) {
    this.type = registered(kind);
    this.table = new RecordTable<>(client, tableName, type);
  }

  /** A view of {@code dao}, a DAO of this very class, that reads strongly consistent. */
  GeneratedDao(GeneratedDao<T, K> dao) {
    if (dao == null || dao.getClass() != getClass()) {
      throw new IllegalArgumentException(
          getClass().getName() + " is a consistent view of a DAO of its own class only");
    }
    this.type = dao.type;
    this.table = dao.table.consistentReads();
  }

  @SuppressWarnings("unchecked") // the generated subclass registered the type of its records
  private RecordType<T, K> registered(Class<?> kind) {
    return (RecordType<T, K>) RecordTypes.registered(getClass(), kind);
  }

  final RecordType<T, K> type() {
    return type;
  }

  final RecordTable<T, K> table() {
    return table;
  }

  @Override
  public final K keyOf(T record) {
    Arguments.present(record, "record");
    return type.keyOf(record);
  }

  @Override
  public final String tableName() {
    return table.tableName();
  }
}
