package io.edgetable.internal;

import io.edgetable.internal.model.CounterUpdate;
import io.edgetable.internal.model.EdgeType;
import io.edgetable.internal.model.NodeType;
import io.edgetable.internal.operation.RecordTable;
import io.edgetable.internal.query.PartitionItems;
import io.edgetable.internal.query.Queries;

import static io.edgetable.internal.Fixtures.s;
import static io.edgetable.internal.transport.Futures.join;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.edgetable.expression.Condition;
import io.edgetable.EdgeKey;
import io.edgetable.expression.Field;
import io.edgetable.exception.InvalidKeyException;
import io.edgetable.ItemMarshaller;
import io.edgetable.test.LocalDynamoDb;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BatchGetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;

/** A DAO's requests through {@link RecordTable}, on follow edges between users. */
class RecordTableTest {
  @RegisterExtension static LocalDynamoDb db = LocalDynamoDb.create();

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

  /** The follow edge, uncounted: single-item requests. */
  static final EdgeType<Follow, String, String> PLAIN_FOLLOWS =
      new EdgeType<Follow, String, String>("Follow", FOLLOWS, "follower", "followee") {
        @Override
        protected Map<String, AttributeValue> key(String follower, String followee) {
          return Fixtures.followKey(follower, followee);
        }

        @Override
        public EdgeKey<String, String> keyOf(Follow follow) {
          return new EdgeKey<>(follow.follower(), follow.followee());
        }
      };

  /** The same edge counted on both users ({@code following}, {@code followers}). */
  static final EdgeType<Follow, String, String> COUNTED_FOLLOWS =
      new EdgeType<Follow, String, String>("Follow", FOLLOWS, "follower", "followee") {
        @Override
        protected Map<String, AttributeValue> key(String follower, String followee) {
          return Fixtures.followKey(follower, followee);
        }

        @Override
        public EdgeKey<String, String> keyOf(Follow follow) {
          return new EdgeKey<>(follow.follower(), follow.followee());
        }

        @Override
        public boolean counted() {
          return true;
        }

        @Override
        protected List<CounterUpdate> counters(String follower, String followee) {
          return Fixtures.followCounters(follower, followee);
        }
      };

  static final NodeType<User, String> USER_TYPE =
      new NodeType<User, String>(
          "User", USERS, "handle", List.of("followers", "following"), List.of()) {
        @Override
        protected Map<String, AttributeValue> key(String handle) {
          return Fixtures.userKey(handle);
        }

        @Override
        public String keyOf(User user) {
          return user.handle();
        }
      };

  private final RequestCounter requests = new RequestCounter();
  private DynamoDbClient client;
  private DynamoDbClient check;
  private String table;
  private RecordTable<Follow, EdgeKey<String, String>> follows;
  private RecordTable<Follow, EdgeKey<String, String>> countedFollows;

  @BeforeEach
  void setUp() {
    client = db.client(requests);
    check = db.client();
    table = Fixtures.createTable(client);
    follows = new RecordTable<>(client, table, PLAIN_FOLLOWS);
    countedFollows = new RecordTable<>(client, table, COUNTED_FOLLOWS);
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
            () -> new RecordTable<>((DynamoDbClient) null, "t", USER_TYPE));
    assertEquals("client must not be null", noClient.getMessage());
    NullPointerException noTable =
        assertThrows(
            NullPointerException.class,
            () -> new RecordTable<>(client, null, USER_TYPE));
    assertEquals("tableName must not be null", noTable.getMessage());
    IllegalArgumentException emptyTable =
        assertThrows(
            IllegalArgumentException.class,
            () -> new RecordTable<>(client, "", USER_TYPE));
    assertEquals("tableName must not be empty", emptyTable.getMessage());
    assertEquals(0, requests.total());
  }

  @Test
  void singleItemRequestsEncodeAndDecodeWithTheMarshaller() {
    Follow follow = new Follow("alice", "bob", "2026-01-01");
    EdgeKey<String, String> aliceBob = new EdgeKey<>("alice", "bob");
    assertTrue(join(follows.put(follow)));
    assertFalse(join(follows.put(new Follow("alice", "bob", "later"))));
    assertEquals(Optional.of(follow), join(follows.get(aliceBob)));
    assertEquals(Optional.empty(), join(follows.get(new EdgeKey<>("alice", "carol"))));
    assertTrue(join(follows.exists(aliceBob)));

    Condition<Follow> never = new Field<Follow, String>("since", AttributeValue::fromS).eq("never");
    assertFalse(join(follows.replace(new Follow("alice", "bob", "2026-02-02"), never)));
    assertTrue(join(follows.replace(new Follow("alice", "bob", "2026-02-02"), null)));
    assertEquals("2026-02-02", join(follows.get(aliceBob)).orElseThrow().since());

    assertFalse(join(follows.delete(aliceBob, never)));
    assertTrue(join(follows.delete(aliceBob, null)));
    assertFalse(join(follows.exists(aliceBob)));
    assertEquals(2 + 2 + 2, requests.count("PutItem") + requests.count("DeleteItem"));
    assertEquals(5, requests.count("GetItem"));
  }

  @Test
  void upsertPreservingNeverTouchesACounter() {
    RecordTable<User, String> users = new RecordTable<>(client, table, USER_TYPE);
    Fixtures.putUsers(client, table, "alice");
    client.updateItem(
        b ->
            b.tableName(table)
                .key(Fixtures.userKey("alice"))
                .updateExpression("SET followers = :n")
                .expressionAttributeValues(Map.of(":n", Fixtures.n(5))));
    join(users.save(new User("alice", 0, 0)));
    assertEquals(5, Fixtures.counter(check, table, "alice", "followers"));
  }

  @Test
  void countedWritesMoveTheCountersOfBothNodes() {
    Fixtures.putUsers(client, table, "alice", "bob");
    Follow follow = new Follow("alice", "bob", null);
    assertTrue(join(countedFollows.put(follow)));
    assertEquals(1, Fixtures.counter(check, table, "alice", "following"));
    assertEquals(1, Fixtures.counter(check, table, "bob", "followers"));
    assertTrue(join(countedFollows.delete(new EdgeKey<>("alice", "bob"), null)));
    assertEquals(0, Fixtures.counter(check, table, "alice", "following"));
    assertEquals(0, Fixtures.counter(check, table, "bob", "followers"));
    assertEquals(2, requests.count("TransactWriteItems"));
  }

  @Test
  void batchesKeyEachBatchKeyThroughTheKeyFunction() {
    List<Follow> all = List.of(new Follow("alice", "bob", "1"), new Follow("alice", "carol", "2"));
    join(follows.putAll(all));
    List<EdgeKey<String, String>> keys =
        List.of(
            new EdgeKey<>("alice", "carol"),
            new EdgeKey<>("alice", "dave"),
            new EdgeKey<>("alice", "bob"));
    assertEquals(List.of(all.get(1), all.get(0)), join(follows.getAll(keys)));
    join(follows.deleteAll(List.of(new EdgeKey<>("alice", "bob"))));
    assertEquals(List.of(all.get(1)), join(follows.getAll(keys)));
    assertEquals(2, requests.count("BatchWriteItem"));
    assertEquals(2, requests.count("BatchGetItem"));
  }

  @Test
  void countedBatchesCountEachEdgeOnce() {
    Fixtures.putUsers(client, table, "alice", "bob", "carol");
    List<Follow> all =
        List.of(new Follow("alice", "bob", null), new Follow("alice", "carol", null));
    assertEquals(2, join(countedFollows.putAllCounted(all)));
    assertEquals(0, join(countedFollows.putAllCounted(all)));
    assertEquals(2, Fixtures.counter(check, table, "alice", "following"));
    assertEquals(
        1,
        join(
            countedFollows.deleteAllCounted(
                List.of(new EdgeKey<>("alice", "bob"), new EdgeKey<>("bob", "alice")))));
    assertEquals(1, Fixtures.counter(check, table, "alice", "following"));
    assertEquals(0, Fixtures.counter(check, table, "bob", "followers"));
  }

  @Test
  void nullKeysGiveTheTypedErrorOfEveryOtherCallBeforeAnyRequest() {
    RecordTable<User, String> users = new RecordTable<>(client, table, USER_TYPE);
    List<EdgeKey<String, String>> withNull = new ArrayList<>();
    withNull.add(new EdgeKey<>("alice", "bob"));
    withNull.add(null);
    NullPointerException npe =
        assertThrows(NullPointerException.class, () -> follows.getAll(withNull));
    assertEquals("keys must not contain null (element 1 is null)", npe.getMessage());
    InvalidKeyException noTarget =
        assertThrows(
            InvalidKeyException.class,
            () -> follows.getAll(List.of(new EdgeKey<>("alice", null))));
    assertTrue(noTarget.getMessage().startsWith("followee must not be null"), noTarget::getMessage);
    InvalidKeyException noId =
        assertThrows(InvalidKeyException.class, () -> users.getAll(Arrays.asList("ann", null)));
    assertTrue(noId.getMessage().startsWith("handle must not be null"), noId::getMessage);
    assertEquals(0, requests.total());
  }

  @Test
  void aConsistentViewReadsConsistentlyAndWritesAsBefore() {
    Fixtures.putUsers(client, table, "alice");
    RecordTable<User, String> users = new RecordTable<>(client, table, USER_TYPE);
    RecordTable<User, String> consistent = users.consistentReads();
    assertNotSame(users, consistent);
    assertSame(consistent, consistent.consistentReads(), "already consistent");
    requests.reset();
    join(consistent.get("alice"));
    join(consistent.exists("alice"));
    join(consistent.getAll(List.of("alice")));
    join(users.get("alice"));
    List<Boolean> flags = new ArrayList<>();
    for (var request : requests.requests()) {
      if (request instanceof GetItemRequest get) {
        flags.add(get.consistentRead());
      } else if (request instanceof BatchGetItemRequest batch) {
        flags.add(batch.requestItems().get(table).consistentRead());
      }
    }
    assertEquals(List.of(true, true, true, false), flags);
  }

  @Test
  void queryReadsOnePrefixOfOnePartitionInSortKeyOrder() {
    join(follows.putAll(
        List.of(
            new Follow("alice", "carol", "2"),
            new Follow("alice", "bob", "1"),
            new Follow("bob", "alice", "3"))));
    Fixtures.putUsers(client, table, "alice");
    requests.reset();
    assertEquals(
        List.of(new Follow("alice", "bob", "1"), new Follow("alice", "carol", "2")),
        Queries.sync(follows.query("ACTOR#alice", "TARGET#")).all());
    assertEquals(1, requests.count("Query"));
  }

  @Test
  void partitionSortsTheNodeAndEachEdgeKindAndIgnoresTheRest() {
    RecordTable<User, String> users = new RecordTable<>(client, table, USER_TYPE);
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
        join(users.partition("USER#alice", "USER#alice", "POST#", "POST#DRAFT#", "LIKE#"));
    assertEquals(Optional.of(new User("alice", 2, 1)), items.node());
    assertEquals(List.of("POST#p1", "POST#p2"), items.edges(0, sortKeys));
    assertEquals(List.of("POST#DRAFT#p3"), items.edges(1, sortKeys));
    assertEquals(List.of("LIKE#x"), items.edges(2, sortKeys));
    assertEquals(1, requests.count("Query"));

    PartitionItems<User> nobody = join(users.partition("USER#zed", "USER#zed", "POST#"));
    assertEquals(Optional.empty(), nobody.node());
    assertEquals(List.of(), nobody.edges(0, sortKeys));
  }
}
