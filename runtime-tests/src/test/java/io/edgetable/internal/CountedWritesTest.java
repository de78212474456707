package io.edgetable.internal;

import static io.edgetable.internal.Fixtures.counter;
import static io.edgetable.internal.Fixtures.followCounters;
import static io.edgetable.internal.Fixtures.followKey;
import static io.edgetable.internal.Fixtures.userKey;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.edgetable.exception.NodeNotFoundException;
import io.edgetable.expression.Condition;
import io.edgetable.expression.Field;
import io.edgetable.internal.model.CounterUpdate;
import io.edgetable.test.LocalDynamoDb;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest;

class CountedWritesTest {
  @RegisterExtension static LocalDynamoDb db = LocalDynamoDb.create();

  private final RequestCounter requests = new RequestCounter();
  private DynamoDbClient client;
  private DynamoDbClient check;
  private String table;

  @BeforeEach
  void setUp() {
    client = db.client(requests);
    check = db.client();
    table = Fixtures.createTable(check);
    Fixtures.putUsers(check, table, "alice", "bob");
  }

  @AfterEach
  void closeClient() {
    client.close();
  }

  private boolean follow(String from, String to) {
    return OnClient.CountedWrites.put(
        client, table, Fixtures.follow(from, to), followCounters(from, to));
  }

  private boolean unfollow(String from, String to) {
    return OnClient.CountedWrites.delete(
        client, table, followKey(from, to), followCounters(from, to), null);
  }

  private void assertCounters(String handle, long followers, long following) {
    assertEquals(followers, counter(check, table, handle, "followers"), handle + " followers");
    assertEquals(following, counter(check, table, handle, "following"), handle + " following");
  }

  @Test
  void countersAreExactAcrossPutsAndDeletesAndTheirRepeats() {
    assertTrue(follow("alice", "bob"));
    assertCounters("alice", 0, 1);
    assertCounters("bob", 1, 0);
    assertFalse(follow("alice", "bob"), "a repeated put changes nothing");
    assertCounters("alice", 0, 1);
    assertCounters("bob", 1, 0);
    assertTrue(Fixtures.exists(check, table, followKey("alice", "bob")));

    assertTrue(unfollow("alice", "bob"));
    assertCounters("alice", 0, 0);
    assertCounters("bob", 0, 0);
    assertFalse(unfollow("alice", "bob"), "a repeated delete changes nothing");
    assertCounters("alice", 0, 0);
    assertCounters("bob", 0, 0);
    assertFalse(Fixtures.exists(check, table, followKey("alice", "bob")));

    assertEquals(4, requests.count("TransactWriteItems"), "one transaction per call, no retries");
    assertEquals(4, requests.total());
    TransactWriteItemsRequest first = (TransactWriteItemsRequest) requests.requests().get(0);
    assertEquals(3, first.transactItems().size());
  }

  @Test
  void aMissingTargetNodeIsNamedAndNothingIsWritten() {
    NodeNotFoundException e =
        assertThrows(NodeNotFoundException.class, () -> follow("alice", "carol"));
    assertEquals("USER#carol", e.partitionKey());
    assertTrue(e.getMessage().contains("User USER#carol"), e.getMessage());
    assertFalse(Fixtures.exists(check, table, followKey("alice", "carol")));
    assertCounters("alice", 0, 0);
    assertEquals(1, requests.total(), "a missing node is not retried");
  }

  @Test
  void anEdgeWhoseSourceNodeIsGoneIsStillDeletedAndMovesOnlyTheCounterThatExists() {
    follow("alice", "bob");
    check.deleteItem(b -> b.tableName(table).key(userKey("alice")));
    requests.reset();
    assertTrue(unfollow("alice", "bob"));
    assertFalse(Fixtures.exists(check, table, followKey("alice", "bob")), "the edge is gone");
    assertCounters("bob", 0, 0);
    assertFalse(Fixtures.exists(check, table, userKey("alice")), "no counter brings alice back");
    List<String> sent =
        requests.requests().stream().map(r -> r.getClass().getSimpleName()).toList();
    assertEquals(
        List.of("TransactWriteItemsRequest", "BatchGetItemRequest", "TransactWriteItemsRequest"),
        sent,
        "refused, the counted items read, then the transaction that matches them");
    TransactWriteItemsRequest matched = (TransactWriteItemsRequest) requests.requests().get(2);
    assertTrue(
        matched.transactItems().stream()
            .anyMatch(
                i ->
                    i.conditionCheck() != null
                        && i.conditionCheck().key().equals(userKey("alice"))
                        && i.conditionCheck()
                            .conditionExpression()
                            .contains("attribute_not_exists")),
        "alice must still be absent when it commits: " + matched);
  }

  @Test
  void aFailedDeleteConditionChangesNothing() {
    follow("alice", "bob");
    Field<Object, String> sinceField = new Field<>("since", AttributeValue::fromS);
    Condition<Object> sinceLastYear = sinceField.eq("2025-01-01T00:00:00Z");
    assertFalse(
        OnClient.CountedWrites.delete(
            client,
            table,
            followKey("alice", "bob"),
            followCounters("alice", "bob"),
            sinceLastYear));
    assertCounters("bob", 1, 0);
    Condition<Object> since = sinceField.eq("2026-01-01T00:00:00Z");
    assertTrue(
        OnClient.CountedWrites.delete(
            client, table, followKey("alice", "bob"), followCounters("alice", "bob"), since));
    assertCounters("bob", 0, 0);
  }

  @Test
  void aSelfEdgeMovesBothCountersOfOneNodeInOneUpdate() {
    assertTrue(follow("alice", "alice"));
    assertCounters("alice", 1, 1);
    TransactWriteItemsRequest sent = (TransactWriteItemsRequest) requests.requests().get(0);
    assertEquals(2, sent.transactItems().size(), "the edge and one merged update");
    assertFalse(follow("alice", "alice"));
    assertTrue(unfollow("alice", "alice"));
    assertCounters("alice", 0, 0);
  }

  @Test
  void oneCounterNamedTwiceOnOneNodeMovesByTwo() {
    Map<String, AttributeValue> key = userKey("alice");
    List<CounterUpdate> both =
        List.of(
            new CounterUpdate(key, "friends", "User USER#alice"),
            new CounterUpdate(key, "friends", "User USER#alice"));
    assertTrue(
        OnClient.CountedWrites.put(
            client, table, Fixtures.key("FRIEND#alice", "FRIEND#alice"), both));
    assertEquals(2, counter(check, table, "alice", "friends"));
    assertTrue(
        OnClient.CountedWrites.delete(
            client, table, Fixtures.key("FRIEND#alice", "FRIEND#alice"), both, null));
    assertEquals(0, counter(check, table, "alice", "friends"));
  }

  @Test
  void eachCallHasItsOwnClientRequestToken() {
    follow("alice", "bob");
    unfollow("alice", "bob");
    String first = ((TransactWriteItemsRequest) requests.requests().get(0)).clientRequestToken();
    String second = ((TransactWriteItemsRequest) requests.requests().get(1)).clientRequestToken();
    assertTrue(first != null && second != null && !first.equals(second));
  }
}
