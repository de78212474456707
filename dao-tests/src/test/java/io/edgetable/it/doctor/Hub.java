package io.edgetable.it.doctor;

import io.edgetable.it.doctor.hub.ContributesDao;
import io.edgetable.it.doctor.hub.ContributesKeys;
import io.edgetable.it.doctor.hub.DevId;
import io.edgetable.it.doctor.hub.Developer;
import io.edgetable.it.doctor.hub.DeveloperDao;
import io.edgetable.it.doctor.hub.DeveloperKeys;
import io.edgetable.it.doctor.hub.FollowsDao;
import io.edgetable.it.doctor.hub.FollowsKeys;
import io.edgetable.it.doctor.hub.RepoDao;
import io.edgetable.it.doctor.hub.RepoKeys;
import io.edgetable.it.doctor.hub.StarDao;
import io.edgetable.it.doctor.hub.StarKeys;
import io.edgetable.schema.EdgeSchema;
import io.edgetable.test.LocalDynamoDb;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A fresh table of the code-hosting kinds ({@code hub}: typed developer ids, a versioned repo
 * whose stars are counted over 8 counter items, followers over 4, stars on 8 index shards,
 * contributions ordered by a date on 4), with a DAO of each.
 */
final class Hub {
  static final List<EdgeSchema> SCHEMAS =
      List.of(
          DeveloperKeys.SCHEMA,
          RepoKeys.SCHEMA,
          FollowsKeys.SCHEMA,
          StarKeys.SCHEMA,
          ContributesKeys.SCHEMA);

  final DynamoDbClient client;
  final String table;
  final DeveloperDao developers;
  final RepoDao repos;
  final FollowsDao follows;
  final StarDao stars;
  final ContributesDao contributions;

  Hub(LocalDynamoDb db, DynamoDbClient client) {
    this(client, db.createTable(SCHEMAS.toArray(EdgeSchema[]::new)));
  }

  Hub(DynamoDbClient client, String table) {
    this.client = client;
    this.table = table;
    this.developers = new DeveloperDao(client, table);
    this.repos = new RepoDao(client, table);
    this.follows = new FollowsDao(client, table);
    this.stars = new StarDao(client, table);
    this.contributions = new ContributesDao(client, table);
  }

  static DevId dev(String id) {
    return new DevId(id);
  }

  static Developer developer(String id) {
    return new Developer(dev(id), id, 0, 0, 0, (short) 1);
  }

  static Map<String, AttributeValue> key(String pk, String sk) {
    return Map.of("PK", AttributeValue.fromS(pk), "SK", AttributeValue.fromS(sk));
  }

  /** The counter items of {@code node}'s {@code counter} in the table, by number. */
  Map<Integer, Long> counterItems(String node, String counter) {
    String prefix = node + "#" + counter + "#";
    Map<Integer, Long> items = new TreeMap<>();
    client.scanPaginator(b -> b.tableName(table).consistentRead(true)).items().forEach(item -> {
      String pk = item.get("PK").s();
      if (pk.startsWith(prefix)) {
        items.put(
            Integer.parseInt(pk.substring(prefix.length())), Long.parseLong(item.get(counter).n()));
      }
    });
    return items;
  }
}
