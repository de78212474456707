package io.edgetable.internal.transport;

import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
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

/** {@link Transport} on a {@link DynamoDbAsyncClient}: nothing here blocks a thread. */
final class AsyncTransport extends Transport {
  private final DynamoDbAsyncClient client;
  private final MissingTables missingTables;

  AsyncTransport(DynamoDbAsyncClient client) {
    this.client = client;
    this.missingTables = new MissingTables(client.serviceClientConfiguration());
  }

  @Override
  public CompletableFuture<GetItemResponse> getItem(GetItemRequest request) {
    return missingTables.translated(client.getItem(request), request);
  }

  @Override
  public CompletableFuture<PutItemResponse> putItem(PutItemRequest request) {
    return missingTables.translated(client.putItem(request), request);
  }

  @Override
  public CompletableFuture<UpdateItemResponse> updateItem(UpdateItemRequest request) {
    return missingTables.translated(client.updateItem(request), request);
  }

  @Override
  public CompletableFuture<DeleteItemResponse> deleteItem(DeleteItemRequest request) {
    return missingTables.translated(client.deleteItem(request), request);
  }

  @Override
  public CompletableFuture<QueryResponse> query(QueryRequest request) {
    return missingTables.translated(client.query(request), request);
  }

  @Override
  public CompletableFuture<BatchWriteItemResponse> batchWriteItem(BatchWriteItemRequest request) {
    return missingTables.translated(client.batchWriteItem(request), request);
  }

  @Override
  public CompletableFuture<BatchGetItemResponse> batchGetItem(BatchGetItemRequest request) {
    return missingTables.translated(client.batchGetItem(request), request);
  }

  @Override
  public CompletableFuture<TransactWriteItemsResponse> transactWriteItems(
      TransactWriteItemsRequest request) {
    return missingTables.translated(client.transactWriteItems(request), request);
  }

  @Override
  public CompletableFuture<Void> delay(Duration delay) {
    if (delay.isZero() || delay.isNegative()) {
      return CompletableFuture.completedFuture(null);
    }
    // The JDK's shared delay scheduler fires the timer; nothing sleeps.
    Executor timer = CompletableFuture.delayedExecutor(delay.toNanos(), TimeUnit.NANOSECONDS);
    return CompletableFuture.runAsync(() -> {}, timer);
  }

  @Override
  public <R> CompletableFuture<R> fork(Supplier<CompletableFuture<R>> task) {
    return Futures.supply(task);
  }
}
