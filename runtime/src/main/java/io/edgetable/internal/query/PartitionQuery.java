package io.edgetable.internal.query;

import io.edgetable.internal.codec.ItemReader;
import io.edgetable.internal.transport.Futures;

import io.edgetable.expression.Condition;
import io.edgetable.query.EdgeQuery;
import io.edgetable.Page;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.Spliterator;
import java.util.Spliterators;
import java.util.stream.Stream;
import java.util.stream.StreamSupport;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;

/**
 * The {@link EdgeQuery} of one partition, or of every shard of a sharded index partition: the
 * synchronous view of {@link QueryEngine}, whose futures it joins (on the synchronous transport
 * they are complete when returned, except while shards are read concurrently). Immutable: each
 * option returns a copy.
 */
final class PartitionQuery<T> implements EdgeQuery<T> {
  private final QuerySpec<T> spec;
  private final QueryOptions<T> options;

  PartitionQuery(QuerySpec<T> spec) {
    this(spec, QueryOptions.defaults());
  }

  PartitionQuery(QuerySpec<T> spec, QueryOptions<T> options) {
    this.spec = spec;
    this.options = options;
  }

  @Override
  public EdgeQuery<T> limit(int limit) {
    return new PartitionQuery<>(spec, options.withLimit(limit));
  }

  @Override
  public EdgeQuery<T> descending() {
    return new PartitionQuery<>(spec, options.withDescending());
  }

  @Override
  public EdgeQuery<T> consistentRead() {
    return new PartitionQuery<>(spec, options.withConsistentRead(spec.index(), spec.isHydrated()));
  }

  @Override
  public EdgeQuery<T> unordered() {
    return new PartitionQuery<>(spec, options.withUnordered());
  }

  @Override
  public EdgeQuery<T> startAfter(String cursor) {
    return new PartitionQuery<>(spec, options.withCursor(cursor));
  }

  @Override
  public EdgeQuery<T> where(Condition<T> condition) {
    return new PartitionQuery<>(spec, options.withCondition(condition, spec));
  }

  @Override
  public QueryRequest request() {
    return engine().request();
  }

  @Override
  public Page<T> page() {
    return Futures.join(engine().page());
  }

  @Override
  public Stream<T> stream() {
    // The supplier defers the cursor check and the first request to the stream's terminal
    // operation.
    return StreamSupport.stream(
        () ->
            Spliterators.spliteratorUnknownSize(items(), Spliterator.ORDERED | Spliterator.NONNULL),
        Spliterator.ORDERED | Spliterator.NONNULL,
        false);
  }

  @Override
  public List<T> all() {
    return Futures.join(engine().all());
  }

  @Override
  public long count() {
    return Futures.join(engine().count());
  }

  private QueryEngine<T> engine() {
    return new QueryEngine<>(spec, options);
  }

  /** The items one batch at a time: a batch is read only when the previous one is used up. */
  private Iterator<T> items() {
    QueryEngine<T> engine = engine();
    ItemReader reader = engine.reader();
    return new Iterator<>() {
      private Iterator<Map<String, AttributeValue>> batch =
          List.<Map<String, AttributeValue>>of().iterator();

      @Override
      public boolean hasNext() {
        if (!batch.hasNext() && !reader.finished()) {
          batch = Futures.join(reader.next()).iterator();
        }
        return batch.hasNext();
      }

      @Override
      public T next() {
        if (!hasNext()) {
          throw new NoSuchElementException();
        }
        return engine.decode(batch.next());
      }
    };
  }

  @Override
  public String toString() {
    return engine().toString();
  }
}
