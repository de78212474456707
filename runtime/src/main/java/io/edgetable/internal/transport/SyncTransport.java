package io.edgetable.internal.transport;

import io.edgetable.exception.EdgeTableException;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;
import java.util.function.Supplier;
import software.amazon.awssdk.core.SdkRequest;
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

/** {@link Transport} on a {@link DynamoDbClient}: each call runs on the calling thread. */
final class SyncTransport extends Transport {
  /** Forked tasks (shard queries, counted batch writes) block on I/O, so they get threads. */
  private static final int FORK_THREADS = 16;

  private static final ExecutorService FORKS = forkPool();

  private final DynamoDbClient client;
  private final MissingTables missingTables;

  SyncTransport(DynamoDbClient client) {
    this.client = client;
    this.missingTables = new MissingTables(client.serviceClientConfiguration());
  }

  private static ExecutorService forkPool() {
    ThreadPoolExecutor pool =
        new ThreadPoolExecutor(
            FORK_THREADS,
            FORK_THREADS,
            30,
            TimeUnit.SECONDS,
            new LinkedBlockingQueue<>(),
            DaemonThreads.named("edgetable-fork"));
    pool.allowCoreThreadTimeOut(true);
    return pool;
  }

  /**
   * The call's response as a complete future, or its exception as a failed one (a missing table
   * as {@link io.edgetable.exception.TableNotFoundException}).
   */
  private <Q extends SdkRequest, S> CompletableFuture<S> call(Function<Q, S> send, Q request) {
    CompletableFuture<S> sent;
    try {
      sent = CompletableFuture.completedFuture(send.apply(request));
    } catch (RuntimeException | Error e) {
      sent = CompletableFuture.failedFuture(e);
    }
    return missingTables.translated(sent, request);
  }

  @Override
  public CompletableFuture<GetItemResponse> getItem(GetItemRequest request) {
    return call(client::getItem, request);
  }

  @Override
  public CompletableFuture<PutItemResponse> putItem(PutItemRequest request) {
    return call(client::putItem, request);
  }

  @Override
  public CompletableFuture<UpdateItemResponse> updateItem(UpdateItemRequest request) {
    return call(client::updateItem, request);
  }

  @Override
  public CompletableFuture<DeleteItemResponse> deleteItem(DeleteItemRequest request) {
    return call(client::deleteItem, request);
  }

  @Override
  public CompletableFuture<QueryResponse> query(QueryRequest request) {
    return call(client::query, request);
  }

  @Override
  public CompletableFuture<BatchWriteItemResponse> batchWriteItem(BatchWriteItemRequest request) {
    return call(client::batchWriteItem, request);
  }

  @Override
  public CompletableFuture<BatchGetItemResponse> batchGetItem(BatchGetItemRequest request) {
    return call(client::batchGetItem, request);
  }

  @Override
  public CompletableFuture<TransactWriteItemsResponse> transactWriteItems(
      TransactWriteItemsRequest request) {
    return call(client::transactWriteItems, request);
  }

  @Override
  public CompletableFuture<Void> delay(Duration delay) {
    if (delay.isZero() || delay.isNegative()) {
      return CompletableFuture.completedFuture(null);
    }
    try {
      Thread.sleep(delay.toMillis(), delay.toNanosPart() % 1_000_000);
      return CompletableFuture.completedFuture(null);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return CompletableFuture.failedFuture(
          new EdgeTableException("Interrupted while backing off before a retry", e));
    }
  }

  @Override
  public <R> CompletableFuture<R> fork(Supplier<CompletableFuture<R>> task) {
    return CompletableFuture.supplyAsync(() -> Futures.join(Futures.supply(task)), FORKS);
  }
}
