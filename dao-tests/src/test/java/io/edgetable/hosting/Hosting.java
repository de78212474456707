package io.edgetable.hosting;

import io.edgetable.internal.RequestCounter;
import io.edgetable.test.LocalDynamoDb;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.core.interceptor.ExecutionInterceptor;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ScanRequest;

/** A fresh table of the code-hosting model, with its DAOs, sync and async, counted. */
final class Hosting implements AutoCloseable {
  static final io.edgetable.schema.EdgeSchema[] SCHEMAS = {
    DeveloperKeys.SCHEMA,
    RepoKeys.SCHEMA,
    FollowsKeys.SCHEMA,
    StarKeys.SCHEMA,
    ContributesKeys.SCHEMA
  };

  final RequestCounter requests;
  final DynamoDbClient client;
  final DynamoDbAsyncClient asyncClient;
  final String table;
  final DeveloperDao developers;
  final RepoDao repos;
  final FollowsDao follows;
  final StarDao stars;
  final ContributesDao contributions;
  final DeveloperAsyncDao asyncDevelopers;
  final RepoAsyncDao asyncRepos;

  /** A fresh table; the clients count their requests, after {@code faults}. */
  Hosting(LocalDynamoDb db, ExecutionInterceptor... faults) {
    this(db, new RequestCounter(), faults);
  }

  private Hosting(LocalDynamoDb db, RequestCounter requests, ExecutionInterceptor[] faults) {
    this(
        requests,
        db.client(counted(faults, requests)),
        db.asyncClient(counted(faults, requests)),
        db.createTable(SCHEMAS));
  }

  /**
   * The DAOs of {@code other}'s table through {@code client} (a client through a fault proxy); the
   * async DAOs on {@code other}'s client. Close {@code other}, not this.
   */
  Hosting(Hosting other, DynamoDbClient client) {
    this(other.requests, client, other.asyncClient, other.table);
  }

  private Hosting(
      RequestCounter requests,
      DynamoDbClient client,
      DynamoDbAsyncClient asyncClient,
      String table) {
    this.requests = requests;
    this.client = client;
    this.asyncClient = asyncClient;
    this.table = table;
    developers = new DeveloperDao(client, table);
    repos = new RepoDao(client, table);
    follows = new FollowsDao(client, table);
    stars = new StarDao(client, table);
    contributions = new ContributesDao(client, table);
    asyncDevelopers = new DeveloperAsyncDao(asyncClient, table);
    asyncRepos = new RepoAsyncDao(asyncClient, table);
  }

  private static ExecutionInterceptor[] counted(
      ExecutionInterceptor[] faults, RequestCounter requests) {
    ExecutionInterceptor[] all = Arrays.copyOf(faults, faults.length + 1);
    all[faults.length] = requests;
    return all;
  }

  static DevId dev(String handle) {
    return new DevId(handle);
  }

  static RepoId repo(String name) {
    return new RepoId(name);
  }

  /** Every item of the table whose PK starts with {@code prefix}, read by a Scan. */
  List<Map<String, AttributeValue>> itemsUnder(String prefix) {
    return client.scanPaginator(ScanRequest.builder().tableName(table).build()).items().stream()
        .filter(item -> item.get("PK").s().startsWith(prefix))
        .toList();
  }

  @Override
  public void close() {
    client.close();
    asyncClient.close();
  }
}
