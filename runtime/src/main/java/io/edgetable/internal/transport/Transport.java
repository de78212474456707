package io.edgetable.internal.transport;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.function.Supplier;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.BatchGetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.BatchGetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemResponse;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemResponse;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;
import software.amazon.awssdk.services.dynamodb.model.PutItemResponse;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsResponse;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemResponse;

/**
 * Sends the requests that the runtime's operations build, on either SDK client. Every operation is
 * written once, as a chain of futures over this class; the client decides how it runs:
 *
 * <ul>
 *   <li>{@link #of(DynamoDbClient)}: each call runs on the calling thread and returns a future that
 *       is already complete, so a chain runs to its end before the DAO method returns and {@link
 *       Futures#join} never waits. A failure is a failed future, not a throw.
 *   <li>{@link #of(DynamoDbAsyncClient)}: each call returns the SDK's future at once; no thread
 *       waits for a response.
 * </ul>
 *
 * <p>Waiting between retries goes through {@link #delay}, and concurrency through {@link #fork}, so
 * retry and fan-out logic is the same for both clients.
 */
public abstract sealed class Transport permits SyncTransport, AsyncTransport {

  Transport() {}

  /** Requests run on the calling thread; futures are complete when returned. */
  public static Transport of(DynamoDbClient client) {
    return new SyncTransport(client);
  }

  /** Requests run on the SDK's event loop; no thread blocks on a response or a backoff. */
  public static Transport of(DynamoDbAsyncClient client) {
    return new AsyncTransport(client);
  }

  public abstract CompletableFuture<GetItemResponse> getItem(GetItemRequest request);

  public abstract CompletableFuture<PutItemResponse> putItem(PutItemRequest request);

  public abstract CompletableFuture<UpdateItemResponse> updateItem(UpdateItemRequest request);

  public abstract CompletableFuture<DeleteItemResponse> deleteItem(DeleteItemRequest request);

  public abstract CompletableFuture<QueryResponse> query(QueryRequest request);

  public abstract CompletableFuture<BatchWriteItemResponse> batchWriteItem(
      BatchWriteItemRequest request);

  public abstract CompletableFuture<BatchGetItemResponse> batchGetItem(BatchGetItemRequest request);

  public abstract CompletableFuture<TransactWriteItemsResponse> transactWriteItems(
      TransactWriteItemsRequest request);

  /**
   * Completes after {@code delay}: the synchronous transport sleeps on the calling thread (whose
   * caller waits for the result anyway); the asynchronous one completes from a timer, blocking no
   * thread. An interrupted sleep fails the future with an {@link
   * io.edgetable.exception.EdgeTableException} and keeps the interrupt on the thread.
   */
  public abstract CompletableFuture<Void> delay(Duration delay);

  /**
   * Starts {@code task} so that it can run concurrently with other forked tasks. The asynchronous
   * transport just starts it (its requests do not block); the synchronous one runs it on a small
   * shared pool of daemon threads. A task that throws gives a failed future.
   */
  public abstract <R> CompletableFuture<R> fork(Supplier<CompletableFuture<R>> task);

  /**
   * Runs {@code tasks} concurrently and completes with their results in task order; once every task
   * has finished, fails if one failed. All but the first are {@linkplain #fork forked} before the
   * first starts on the calling thread, so that on the synchronous transport the caller's own task
   * overlaps the others instead of running before them.
   */
  public final <R> CompletableFuture<List<R>> fanOut(List<Supplier<CompletableFuture<R>>> tasks) {
    if (tasks.isEmpty()) {
      return CompletableFuture.completedFuture(List.of());
    }
    List<CompletableFuture<R>> futures = new ArrayList<>(tasks.size());
    for (Supplier<CompletableFuture<R>> task : tasks.subList(1, tasks.size())) {
      futures.add(fork(task));
    }
    futures.add(0, Futures.supply(tasks.get(0)));
    return CompletableFuture.allOf(futures.toArray(new CompletableFuture<?>[0]))
        .thenApply(done -> futures.stream().map(CompletableFuture::join).toList());
  }
}
