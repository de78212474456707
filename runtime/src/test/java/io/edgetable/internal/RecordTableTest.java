package io.edgetable.internal;

import static io.edgetable.internal.Fixtures.s;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.edgetable.Condition;
import io.edgetable.Field;
import io.edgetable.EdgeKey;
import io.edgetable.ItemMarshaller;
import io.edgetable.testing.MotoExtension;
import io.edgetable.testing.MotoServer;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** A DAO's requests through {@link RecordTable}, on SPEC's follow edges between users. */
@ExtendWith(MotoExtension.class)
class RecordTableTest {
  record Follow(String follower, String followee, String since) {}

  record User(String handle, long followers, long following) {}

  /** What a generated marshaller does for {@link Follow}: ids live only in the keys. */
  static final ItemMarshaller<Follow> FOLLOWS =
      new ItemMarshaller<>() {
        @Override
        public Map<String, AttributeValue> toItem(Follow follow) {
          Map<String, AttributeValue> item =
              Fixtures.followKey(follow.follower(), follow.followee());
          if (follow.since() != null) {
            item.put("since", s(follow.since()));
          }
          return item;
        }

        @Override
        public Follow fromItem(Map<String, AttributeValue> item) {
          AttributeValue since = item.get("since");
          return new Follow(
              item.get("PK").s().substring("ACTOR#".length()),
              item.get("SK").s().substring("TARGET#".length()),
              since == null ? null : since.s());
        }
      };

  static final ItemMarshaller<User> USERS =
      new ItemMarshaller<>() {
        @Override
        public Map<String, AttributeValue> toItem(User user) {
          Map<String, AttributeValue> item = Fixtures.userKey(user.handle());
          item.put("followers", Fixtures.n(user.followers()));
          item.put("following", Fixtures.n(user.following()));
          return item;
        }

        @Override
        public User fromItem(Map<String, AttributeValue> item) {
          return new User(
              item.get("PK").s().substring("USER#".length()),
              Long.parseLong(item.get("followers").n()),
              Long.parseLong(item.get("following").n()));
        }
      };

  private final RequestCounter requests = new RequestCounter();
  private DynamoDbClient client;
  private DynamoDbClient check;
  private String table;
  private RecordTable<Follow, EdgeKey<String, String>> follows;

  @BeforeEach
  void setUp(MotoServer server, DynamoDbClient unwatched) {
    client = server.client(requests);
    check = unwatched;
    table = Fixtures.createTable(client);
    follows =
        new RecordTable<Follow, EdgeKey<String, String>>(
            client, table, FOLLOWS, key -> Fixtures.followKey(key.source(), key.target()));
    requests.reset();
  }

  @AfterEach
  void closeClient() {
    client.close();
  }

  @Test
  void constructorNamesTheBadArgument() {
    NullPointerException noClient =
        assertThrows(
            NullPointerException.class,
            () -> new RecordTable<Follow, String>(null, "t", FOLLOWS, Fixtures::userKey));
    assertEquals("client must not be null", noClient.getMessage());
    NullPointerException noTable =
        assertThrows(
            NullPointerException.class,
            () -> new RecordTable<Follow, String>(client, null, FOLLOWS, Fixtures::userKey));
    assertEquals("tableName must not be null", noTable.getMessage());
    IllegalArgumentException emptyTable =
        assertThrows(
            IllegalArgumentException.class,
            () -> new RecordTable<Follow, String>(client, "", FOLLOWS, Fixtures::userKey));
    assertEquals("tableName must not be empty", emptyTable.getMessage());
    assertEquals(0, requests.total());
  }

  @Test
  void singleItemRequestsEncodeAndDecodeWithTheMarshaller() {
    Follow follow = new Follow("alice", "bob", "2026-01-01");
    assertTrue(follows.putIfAbsent(follow));
    assertFalse(follows.putIfAbsent(new Follow("alice", "bob", "later")));
    assertEquals(Optional.of(follow), follows.get(Fixtures.followKey("alice", "bob")));
    assertEquals(Optional.empty(), follows.get(Fixtures.followKey("alice", "carol")));
    assertTrue(follows.exists(Fixtures.followKey("alice", "bob")));

    Condition<Follow> never = new Field<Follow, String>("since", AttributeValue::fromS).eq("never");
    assertFalse(follows.replaceIfExists(new Follow("alice", "bob", "2026-02-02"), never));
    assertTrue(follows.replaceIfExists(new Follow("alice", "bob", "2026-02-02"), null));
    assertEquals(
        "2026-02-02", follows.get(Fixtures.followKey("alice", "bob")).orElseThrow().since());

    assertFalse(follows.delete(Fixtures.followKey("alice", "bob"), never));
    assertTrue(follows.delete(Fixtures.followKey("alice", "bob"), null));
    assertFalse(follows.exists(Fixtures.followKey("alice", "bob")));
    assertEquals(2 + 2 + 2, requests.count("PutItem") + requests.count("DeleteItem"));
    assertEquals(5, requests.count("GetItem"));
  }

  @Test
  void upsertPreservingNeverTouchesACounter() {
    RecordTable<User, String> users =
        new RecordTable<User, String>(client, table, USERS, Fixtures::userKey);
    Fixtures.putUsers(client, table, "alice");
    client.updateItem(
        b ->
            b.tableName(table)
                .key(Fixtures.userKey("alice"))
                .updateExpression("SET followers = :n")
                .expressionAttributeValues(Map.of(":n", Fixtures.n(5))));
    users.upsertPreserving(new User("alice", 0, 0), List.of("followers", "following"), List.of());
    assertEquals(5, Fixtures.counter(check, table, "alice", "followers"));
  }

  @Test
  void countedWritesMoveTheCountersOfBothNodes() {
    Fixtures.putUsers(client, table, "alice", "bob");
    Follow follow = new Follow("alice", "bob", null);
    assertTrue(follows.putCounted(FOLLOWS.toItem(follow), Fixtures.followCounters("alice", "bob")));
    assertEquals(1, Fixtures.counter(check, table, "alice", "following"));
    assertEquals(1, Fixtures.counter(check, table, "bob", "followers"));
    assertTrue(
        follows.deleteCounted(
            Fixtures.followKey("alice", "bob"), Fixtures.followCounters("alice", "bob"), null));
    assertEquals(0, Fixtures.counter(check, table, "alice", "following"));
    assertEquals(0, Fixtures.counter(check, table, "bob", "followers"));
    assertEquals(2, requests.count("TransactWriteItems"));
  }

  @Test
  void batchesKeyEachBatchKeyThroughTheKeyFunction() {
    List<Follow> all = List.of(new Follow("alice", "bob", "1"), new Follow("alice", "carol", "2"));
    follows.putAll(all);
    List<EdgeKey<String, String>> keys =
        List.of(
            new EdgeKey<>("alice", "carol"),
            new EdgeKey<>("alice", "dave"),
            new EdgeKey<>("alice", "bob"));
    assertEquals(List.of(all.get(1), all.get(0)), follows.getAll(keys));
    follows.deleteAll(List.of(new EdgeKey<>("alice", "bob")));
    assertEquals(List.of(all.get(1)), follows.getAll(keys));
    assertEquals(2, requests.count("BatchWriteItem"));
    assertEquals(2, requests.count("BatchGetItem"));
  }

  @Test
  void countedBatchesCountEachEdgeOnce() {
    Fixtures.putUsers(client, table, "alice", "bob", "carol");
    List<Follow> all =
        List.of(new Follow("alice", "bob", null), new Follow("alice", "carol", null));
    assertEquals(
        2, follows.putAllCounted(all, f -> Fixtures.followCounters(f.follower(), f.followee())));
    assertEquals(
        0, follows.putAllCounted(all, f -> Fixtures.followCounters(f.follower(), f.followee())));
    assertEquals(2, Fixtures.counter(check, table, "alice", "following"));
    assertEquals(
        1,
        follows.deleteAllCounted(
            List.of(new EdgeKey<>("alice", "bob"), new EdgeKey<>("bob", "alice")),
            k -> Fixtures.followCounters(k.source(), k.target())));
    assertEquals(1, Fixtures.counter(check, table, "alice", "following"));
    assertEquals(0, Fixtures.counter(check, table, "bob", "followers"));
  }

  @Test
  void queryReadsOnePrefixOfOnePartitionInSortKeyOrder() {
    follows.putAll(
        List.of(
            new Follow("alice", "carol", "2"),
            new Follow("alice", "bob", "1"),
            new Follow("bob", "alice", "3")));
    Fixtures.putUsers(client, table, "alice");
    requests.reset();
    assertEquals(
        List.of(new Follow("alice", "bob", "1"), new Follow("alice", "carol", "2")),
        follows.query("ACTOR#alice", "TARGET#").all());
    assertEquals(1, requests.count("Query"));
  }

  @Test
  void partitionSortsTheNodeAndEachEdgeKindAndIgnoresTheRest() {
    RecordTable<User, String> users =
        new RecordTable<User, String>(client, table, USERS, Fixtures::userKey);
    Map<String, AttributeValue> node = USERS.toItem(new User("alice", 2, 1));
    TestItems.writeAll(
        client,
        table,
        List.of(
            node,
            TestItems.item("PK", "USER#alice", "SK", "POST#p2"),
            TestItems.item("PK", "USER#alice", "SK", "POST#p1"),
            // Extends the POST# prefix: another kind's item, not a post.
            TestItems.item("PK", "USER#alice", "SK", "POST#DRAFT#p3"),
            TestItems.item("PK", "USER#alice", "SK", "LIKE#x"),
            TestItems.item("PK", "USER#alice", "SK", "OTHER#y"),
            TestItems.item("PK", "USER#bob", "SK", "POST#p9")));
    ItemMarshaller<String> sortKeys =
        new ItemMarshaller<>() {
          @Override
          public Map<String, AttributeValue> toItem(String value) {
            throw new UnsupportedOperationException();
          }

          @Override
          public String fromItem(Map<String, AttributeValue> item) {
            return item.get("SK").s();
          }
        };
    requests.reset();
    PartitionItems<User> items =
        users.partition("USER#alice", "USER#alice", "POST#", "POST#DRAFT#", "LIKE#");
    assertEquals(Optional.of(new User("alice", 2, 1)), items.node());
    assertEquals(List.of("POST#p1", "POST#p2"), items.edges(0, sortKeys));
    assertEquals(List.of("POST#DRAFT#p3"), items.edges(1, sortKeys));
    assertEquals(List.of("LIKE#x"), items.edges(2, sortKeys));
    assertEquals(1, requests.count("Query"));

    PartitionItems<User> nobody = users.partition("USER#zed", "USER#zed", "POST#");
    assertEquals(Optional.empty(), nobody.node());
    assertEquals(List.of(), nobody.edges(0, sortKeys));
  }
}
