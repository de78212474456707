package io.edgetable.internal.transport;

import io.edgetable.exception.IndexNotFoundException;
import io.edgetable.exception.TableNotFoundException;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import java.util.stream.Stream;
import software.amazon.awssdk.awscore.exception.AwsServiceException;
import software.amazon.awssdk.core.SdkRequest;
import software.amazon.awssdk.services.dynamodb.DynamoDbServiceClientConfiguration;
import software.amazon.awssdk.services.dynamodb.model.BatchGetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.CancellationReason;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.ResourceNotFoundException;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItem;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactionCanceledException;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;

/**
 * Turns DynamoDB's {@code ResourceNotFoundException}, which names neither the table nor where it
 * was looked for, into a {@link TableNotFoundException} that does and says how to create it, and a
 * Query of an index the table lacks into an {@link IndexNotFoundException} (which the query adds
 * the index's key schema and projection to): the one place that does, for every request both
 * transports send.
 */
final class MissingTables {
  private static final String NOT_FOUND = "ResourceNotFoundException";

  private final String where;

  MissingTables(DynamoDbServiceClientConfiguration client) {
    this.where =
        client.endpointOverride().map(uri -> "endpoint " + uri).orElse("the default endpoint")
            + " (region "
            + (client.region() == null ? "not set" : client.region().id())
            + ")";
  }

  /** {@code sent}, failing with a {@link TableNotFoundException} instead of the SDK's. */
  <S> CompletableFuture<S> translated(CompletableFuture<S> sent, SdkRequest request) {
    return sent.handle(
            (response, failure) ->
                failure == null
                    ? CompletableFuture.completedFuture(response)
                    : CompletableFuture.<S>failedFuture(translated(failure, request)))
        .thenCompose(outcome -> outcome);
  }

  private Throwable translated(Throwable failure, SdkRequest request) {
    Throwable cause = Futures.cause(failure);
    List<String> tables;
    String detail;
    if (request instanceof QueryRequest query && query.indexName() != null && missingIndex(cause)) {
      return new IndexNotFoundException(
          "Table "
              + query.tableName()
              + " at "
              + where
              + " has no index "
              + query.indexName()
              + "; nothing was read (DynamoDB: "
              + ((AwsServiceException) cause).awsErrorDetails().errorMessage()
              + ").",
          query.tableName(),
          query.indexName(),
          cause);
    }
    if (cause instanceof ResourceNotFoundException missing) {
      tables = tables(request);
      detail = missing.awsErrorDetails().errorMessage();
    } else if (cause instanceof TransactionCanceledException cancelled
        && request instanceof TransactWriteItemsRequest transaction
        && !(tables = missingIn(cancelled, transaction)).isEmpty()) {
      // Some servers cancel the transaction, with this code as the reason of each action.
      detail = "transaction cancelled: " + NOT_FOUND;
    } else {
      return cause;
    }
    String table = tables.isEmpty() ? "?" : tables.get(0);
    return new TableNotFoundException(
        "Table "
            + String.join(", ", tables)
            + " does not exist at "
            + where
            + ", or is not ACTIVE yet; nothing was done. Create it with"
            + " TableDefinition.of(FooKeys.SCHEMA, ...).createIfMissing(client, \""
            + table
            + "\"), or deploy TableDefinition's toCloudFormation / toNoSqlWorkbench export"
            + " (DynamoDB: "
            + detail
            + ")",
        table,
        cause);
  }

  /**
   * Whether a Query of an index failed because the table has no such index: DynamoDB answers a
   * ValidationException ("The table does not have the specified index"), moto a
   * ResourceNotFoundException ("Invalid index"); a missing table is a ResourceNotFoundException
   * that names no index.
   */
  private static boolean missingIndex(Throwable cause) {
    if (!(cause instanceof AwsServiceException service) || service.awsErrorDetails() == null) {
      return false;
    }
    String message = String.valueOf(service.awsErrorDetails().errorMessage());
    return message.contains("does not have the specified index")
        || (cause instanceof ResourceNotFoundException && message.contains("Invalid index"));
  }

  /** The tables of the actions that a cancellation says were not found. */
  private static List<String> missingIn(
      TransactionCanceledException cancelled, TransactWriteItemsRequest transaction) {
    List<String> tables = new ArrayList<>();
    List<CancellationReason> reasons = cancelled.cancellationReasons();
    for (int i = 0; i < reasons.size() && i < transaction.transactItems().size(); i++) {
      String table = table(transaction.transactItems().get(i));
      if (NOT_FOUND.equals(reasons.get(i).code()) && table != null && !tables.contains(table)) {
        tables.add(table);
      }
    }
    return tables;
  }

  /** The tables a request names, in order, without repeats. */
  static List<String> tables(SdkRequest request) {
    Stream<String> names = Stream.empty();
    if (request instanceof GetItemRequest r) {
      names = Stream.of(r.tableName());
    } else if (request instanceof PutItemRequest r) {
      names = Stream.of(r.tableName());
    } else if (request instanceof UpdateItemRequest r) {
      names = Stream.of(r.tableName());
    } else if (request instanceof DeleteItemRequest r) {
      names = Stream.of(r.tableName());
    } else if (request instanceof QueryRequest r) {
      names = Stream.of(r.tableName());
    } else if (request instanceof BatchGetItemRequest r) {
      names = r.requestItems().keySet().stream();
    } else if (request instanceof BatchWriteItemRequest r) {
      names = r.requestItems().keySet().stream();
    } else if (request instanceof TransactWriteItemsRequest r) {
      names = r.transactItems().stream().map(MissingTables::table);
    }
    return new ArrayList<>(names.filter(Objects::nonNull).distinct().toList());
  }

  private static String table(TransactWriteItem item) {
    if (item.put() != null) {
      return item.put().tableName();
    }
    if (item.update() != null) {
      return item.update().tableName();
    }
    if (item.delete() != null) {
      return item.delete().tableName();
    }
    return item.conditionCheck() == null ? null : item.conditionCheck().tableName();
  }
}
