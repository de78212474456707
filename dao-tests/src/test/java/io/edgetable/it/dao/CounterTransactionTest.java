package io.edgetable.it.dao;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.edgetable.EdgeKey;
import io.edgetable.transaction.Transaction;
import io.edgetable.exception.TransactionFailedException;
import io.edgetable.internal.RequestCounter;
import io.edgetable.test.LocalDynamoDb;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItem;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest;

/** Sharded counters and counted nodes in transactions across DAOs, against moto. */
class CounterTransactionTest {
  @RegisterExtension static LocalDynamoDb db = LocalDynamoDb.create();

  private final RequestCounter requests = new RequestCounter();
  private DynamoDbClient client;
  private String table;
  private ProfileDao profiles;
  private SubscriptionDao subscriptions;

  @BeforeEach
  void createTable() {
    client = db.client(requests);
    table = db.createTable(ProfileKeys.SCHEMA, SubscriptionKeys.SCHEMA);
    profiles = new ProfileDao(client, table);
    subscriptions = new SubscriptionDao(client, table);
  }

  @AfterEach
  void close() {
    client.close();
  }

  private static String counterItem(String profile, String subscriber) {
    return "PROF#"
        + profile
        + "#followers#"
        + io.edgetable.internal.codec.KeyCodec.shard(
            io.edgetable.internal.codec.KeyCodec.escape(subscriber), 8);
  }

  @Test
  void aNewProfileAndItsFirstFollowerAreOneTransaction() {
    profiles.put(new Profile("ann", "Ann", 0, 0));
    requests.reset();
    Transaction.write(client)
        .put(profiles, new Profile("star", "Star", 0, 0))
        .put(subscriptions, new Subscription("ann", "star", null))
        .run();
    assertEquals(1, requests.total());
    TransactWriteItemsRequest sent = requests.requests(TransactWriteItemsRequest.class).get(0);
    // The edge, the new node (its existence check merged into its put), ann's ADD, and the
    // counter item, created by its ADD.
    assertEquals(4, sent.transactItems().size(), sent::toString);
    TransactWriteItem counter =
        sent.transactItems().stream()
            .filter(
                i ->
                    i.update() != null
                        && i.update().key().get("PK").s().equals(counterItem("star", "ann")))
            .findFirst()
            .orElseThrow();
    assertEquals(null, counter.update().conditionExpression(), "a counter item need not exist");
    assertEquals(1, profiles.consistentReads().get("star").orElseThrow().followers());
    assertEquals(1, profiles.consistentReads().get("ann").orElseThrow().following());
  }

  @Test
  void aFollowInATransactionChecksTheNodeAndMovesItsCounterItem() {
    profiles.put(new Profile("ann", "Ann", 0, 0));
    TransactionFailedException missing =
        assertThrows(
            TransactionFailedException.class,
            () ->
                Transaction.write(client)
                    .put(subscriptions, new Subscription("ann", "nobody", null))
                    .run());
    assertTrue(missing.getMessage().contains("the node does not exist"), missing::getMessage);
    assertEquals(Optional.empty(), subscriptions.get("ann", "nobody"));

    profiles.put(new Profile("star", "Star", 0, 0));
    Transaction.write(client).put(subscriptions, new Subscription("ann", "star", null)).run();
    Transaction.write(client).delete(subscriptions, new EdgeKey<>("ann", "star")).run();
    assertEquals(0, profiles.consistentReads().get("star").orElseThrow().followers());
    Map<String, AttributeValue> item =
        StoredCounterItems.read(client, table, counterItem("star", "ann"));
    assertEquals("0", item.get("followers").n());
  }

  @Test
  void aCountedNodeIsDeletedInATransactionOnlyWhenNoEdgeCountsAndTakesItsCounterItems() {
    profiles.put(new Profile("ann", "Ann", 0, 0));
    profiles.put(new Profile("star", "Star", 0, 0));
    subscriptions.put(new Subscription("ann", "star", null));
    TransactionFailedException refused =
        assertThrows(
            TransactionFailedException.class,
            () -> Transaction.write(client).delete(profiles, "star").run());
    assertTrue(refused.getMessage().contains("still count edges"), refused::getMessage);
    TransactionFailedException following =
        assertThrows(
            TransactionFailedException.class,
            () -> Transaction.write(client).delete(profiles, "ann").run());
    assertTrue(
        following.getMessage().contains("counted edges still point at it (following = 1)"),
        following::getMessage);
    assertEquals(1, profiles.consistentReads().get("star").orElseThrow().followers());

    subscriptions.delete("ann", "star");
    requests.reset();
    Transaction.write(client).delete(profiles, "star").run();
    TransactWriteItemsRequest sent = requests.requests(TransactWriteItemsRequest.class).get(0);
    assertEquals(9, sent.transactItems().size(), "the node and its 8 counter items");
    assertTrue(sent.transactItems().stream().allMatch(i -> i.delete() != null));
    assertEquals(Optional.empty(), profiles.get("star"));
    for (int shard = 0; shard < 8; shard++) {
      String pk = "PROF#star#followers#" + shard;
      assertTrue(StoredCounterItems.read(client, table, pk).isEmpty(), pk);
    }
    assertEquals(List.of(), subscriptions.forward("ann").all());
  }
}
