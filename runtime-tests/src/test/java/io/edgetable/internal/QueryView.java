package io.edgetable.internal;

import io.edgetable.internal.transport.Futures;

import io.edgetable.query.AsyncEdgeQuery;
import io.edgetable.expression.Condition;
import io.edgetable.query.EdgeQuery;
import io.edgetable.Page;
import java.util.List;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;

/**
 * One query seen through either view, so a scenario is written once and run on both: the
 * synchronous {@link EdgeQuery} as is, the asynchronous {@link AsyncEdgeQuery} with each future
 * joined (a failure rethrown as the operation's own exception).
 */
interface QueryView<T> {
  QueryView<T> limit(int limit);

  QueryView<T> descending();

  QueryView<T> startAfter(String cursor);

  QueryView<T> where(Condition<T> condition);

  Page<T> page();

  List<T> all();

  long count();

  QueryRequest request();

  static <T> QueryView<T> of(EdgeQuery<T> query) {
    return new QueryView<>() {
      public QueryView<T> limit(int limit) {
        return of(query.limit(limit));
      }

      public QueryView<T> descending() {
        return of(query.descending());
      }

      public QueryView<T> startAfter(String cursor) {
        return of(query.startAfter(cursor));
      }

      public QueryView<T> where(Condition<T> condition) {
        return of(query.where(condition));
      }

      public Page<T> page() {
        return query.page();
      }

      public List<T> all() {
        return query.all();
      }

      public long count() {
        return query.count();
      }

      public QueryRequest request() {
        return query.request();
      }
    };
  }

  static <T> QueryView<T> of(AsyncEdgeQuery<T> query) {
    return new QueryView<>() {
      public QueryView<T> limit(int limit) {
        return of(query.limit(limit));
      }

      public QueryView<T> descending() {
        return of(query.descending());
      }

      public QueryView<T> startAfter(String cursor) {
        return of(query.startAfter(cursor));
      }

      public QueryView<T> where(Condition<T> condition) {
        return of(query.where(condition));
      }

      public Page<T> page() {
        return Futures.join(query.page());
      }

      public List<T> all() {
        return Futures.join(query.all());
      }

      public long count() {
        return Futures.join(query.count());
      }

      public QueryRequest request() {
        return query.request();
      }
    };
  }
}
