package io.edgetable.hosting;

import io.edgetable.internal.RequestCounter;
import io.edgetable.test.LocalDynamoDb;
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

  final RequestCounter requests = new RequestCounter();
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

  Hosting(LocalDynamoDb db, ExecutionInterceptor... faults) {
    ExecutionInterceptor[] all = new ExecutionInterceptor[faults.length + 1];
    System.arraycopy(faults, 0, all, 0, faults.length);
    all[faults.length] = requests;
    client = db.client(all);
    asyncClient = db.asyncClient(all);
    table = db.createTable(SCHEMAS);
    developers = new DeveloperDao(client, table);
    repos = new RepoDao(client, table);
    follows = new FollowsDao(client, table);
    stars = new StarDao(client, table);
    contributions = new ContributesDao(client, table);
    asyncDevelopers = new DeveloperAsyncDao(asyncClient, table);
    asyncRepos = new RepoAsyncDao(asyncClient, table);
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
