package io.edgetable.console.table;

import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Pattern;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.DescribeTableResponse;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndexDescription;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.ListTablesRequest;
import software.amazon.awssdk.services.dynamodb.model.ListTablesResponse;
import software.amazon.awssdk.services.dynamodb.model.LocalSecondaryIndexDescription;
import software.amazon.awssdk.services.dynamodb.model.Projection;
import software.amazon.awssdk.services.dynamodb.model.ResourceNotFoundException;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;

/**
 * The tables of the endpoint and their key schemas, each described once (DescribeTable) and kept
 * until the table list is read again. A table name is checked against DynamoDB's rules before
 * any request, so a name from a URL reaches that table or none.
 */
public final class TableCatalog {
  private static final Pattern TABLE_NAME = Pattern.compile("[A-Za-z0-9_.-]{3,255}");

  /**
   * The bound of a table list or description, the page's first requests: a server that does
   * not answer is a 502 within seconds, not after the client's retries.
   */
  static final Duration METADATA_TIMEOUT = Duration.ofSeconds(4);

  private final DynamoDbClient client;
  private final Map<String, TableInfo> described = new ConcurrentHashMap<>();

  public TableCatalog(DynamoDbClient client) {
    this.client = client;
  }

  /** Every table at the endpoint, described. */
  public List<TableInfo> tables() {
    described.clear();
    List<TableInfo> all = new ArrayList<>();
    String start = null;
    do {
      ListTablesResponse page = client.listTables(
          ListTablesRequest.builder().exclusiveStartTableName(start)
              .overrideConfiguration(c -> c.apiCallTimeout(METADATA_TIMEOUT)).build());
      for (String name : page.tableNames()) {
        all.add(table(name));
      }
      start = page.lastEvaluatedTableName();
    } while (start != null);
    return all;
  }

  /**
   * The table {@code name}.
   *
   * @throws NoSuchTableException when the name is not a table name or no such table exists
   */
  public TableInfo table(String name) {
    if (name == null || !TABLE_NAME.matcher(name).matches()) {
      throw new NoSuchTableException(name == null ? "" : name);
    }
    return described.computeIfAbsent(name, this::describe);
  }

  private TableInfo describe(String name) {
    DescribeTableResponse response;
    try {
      response = client.describeTable(b -> b.tableName(name)
          .overrideConfiguration(c -> c.apiCallTimeout(METADATA_TIMEOUT)));
    } catch (ResourceNotFoundException e) {
      throw new NoSuchTableException(name);
    }
    TableDescription table = response.table();
    Map<String, String> types = new HashMap<>();
    for (AttributeDefinition a : table.attributeDefinitions()) {
      types.put(a.attributeName(), a.attributeTypeAsString());
    }
    List<IndexInfo> indexes = new ArrayList<>();
    for (GlobalSecondaryIndexDescription gsi : table.globalSecondaryIndexes()) {
      indexes.add(index(gsi.indexName(), gsi.keySchema(), gsi.projection(), types));
    }
    for (LocalSecondaryIndexDescription lsi : table.localSecondaryIndexes()) {
      indexes.add(index(lsi.indexName(), lsi.keySchema(), lsi.projection(), types));
    }
    long count = table.itemCount() == null ? -1 : table.itemCount();
    return new TableInfo(name, keys(table.keySchema(), types), List.copyOf(indexes), count);
  }

  private static IndexInfo index(
      String name, List<KeySchemaElement> keys, Projection projection, Map<String, String> types) {
    String type = projection == null || projection.projectionTypeAsString() == null
        ? "ALL" : projection.projectionTypeAsString();
    List<String> include = projection == null ? List.of() : projection.nonKeyAttributes();
    return new IndexInfo(name, keys(keys, types), type, List.copyOf(include));
  }

  private static List<KeyAttribute> keys(List<KeySchemaElement> keys, Map<String, String> types) {
    List<KeyAttribute> hash = new ArrayList<>();
    List<KeyAttribute> range = new ArrayList<>();
    for (KeySchemaElement k : keys) {
      KeyAttribute key = new KeyAttribute(
          k.attributeName(), k.keyTypeAsString(), types.getOrDefault(k.attributeName(), "S"));
      (k.keyTypeAsString().equals("HASH") ? hash : range).add(key);
    }
    hash.addAll(range);
    return List.copyOf(hash);
  }
}
