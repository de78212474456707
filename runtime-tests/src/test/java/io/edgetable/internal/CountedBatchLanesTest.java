package io.edgetable.internal;

import static io.edgetable.internal.Fixtures.counter;
import static io.edgetable.internal.Fixtures.followCounters;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.edgetable.internal.operation.Batches;
import io.edgetable.test.LocalDynamoDb;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * Counted batches whose edges share a node: their transactions must not run at the same time (they
 * would conflict), while edges on disjoint nodes still run in parallel. No request is serialised on
 * the client side here.
 */
class CountedBatchLanesTest {
  @RegisterExtension static LocalDynamoDb db = LocalDynamoDb.create();

  private DynamoDbClient check;
  private String table;

  @BeforeEach
  void setUp() {
    check = db.client();
    table = Fixtures.createTable(check);
  }

  private static List<String[]> fansOf(String star, int fans) {
    List<String[]> follows = new ArrayList<>();
    for (int i = 0; i < fans; i++) {
      follows.add(new String[] {"fan" + i, star});
    }
    return follows;
  }

  private void putUsersOf(List<String[]> follows) {
    Fixtures.putUsers(
        check,
        table,
        follows.stream().flatMap(f -> Stream.of(f[0], f[1])).distinct().toArray(String[]::new));
  }

  @Test
  void twoHundredFollowsOfOneUserAllLandWithAnExactCounter() {
    List<String[]> follows = fansOf("star", 200);
    putUsersOf(follows);

    try (DynamoDbClient client = db.client()) {
      long start = System.nanoTime();
      int created =
          OnClient.Batches.putAllCounted(
              client,
              table,
              follows,
              f -> Fixtures.follow(f[0], f[1]),
              f -> followCounters(f[0], f[1]));
      long millis = (System.nanoTime() - start) / 1_000_000;
      System.out.println("Counted putAll of 200 follows of one user: " + millis + " ms");

      assertEquals(200, created);
      assertEquals(200, counter(check, table, "star", "followers"));
      for (String[] f : follows) {
        assertTrue(
            Fixtures.exists(check, table, Fixtures.followKey(f[0], f[1])), f[0] + " -> " + f[1]);
        assertEquals(1, counter(check, table, f[0], "following"), f[0]);
      }

      assertEquals(
          200,
          OnClient.Batches.deleteAllCounted(
              client,
              table,
              follows,
              f -> Fixtures.followKey(f[0], f[1]),
              f -> followCounters(f[0], f[1])));
      assertEquals(0, counter(check, table, "star", "followers"));
      assertEquals(0, counter(check, table, "fan0", "following"));
    }
  }

  @Test
  void transactionsOnACommonNodeNeverOverlapWhileDisjointOnesDo() {
    List<String[]> follows = fansOf("star", 30);
    for (int i = 0; i < 30; i++) {
      follows.add(new String[] {"reader" + i, "writer" + i}); // shares no node with anything
    }
    putUsersOf(follows);
    // The scheduler starts as many transactions as it may at once: the first star's and seven on
    // disjoint nodes. The recorder holds them until all are in flight, and sees what the library
    // has in flight; the server (moto, single-threaded) then answers the requests one at a time,
    // in the order they arrive.
    int width = Batches.DEFAULT_CONCURRENCY;
    NodeOverlapRecorder recorder = new NodeOverlapRecorder(width);
    try (DynamoDbClient client = db.client(recorder)) {
      assertEquals(
          60,
          OnClient.Batches.putAllCounted(
              client,
              table,
              follows,
              f -> Fixtures.follow(f[0], f[1]),
              f -> followCounters(f[0], f[1])));
    }

    List<NodeOverlapRecorder.Sent> sent = recorder.sent();
    assertEquals(60, sent.size(), "one transaction per edge, none retried");
    for (NodeOverlapRecorder.Sent transaction : sent) {
      assertEquals(
          1, transaction.mostSharingANode(), "in flight together on a node: " + transaction);
    }
    assertTrue(recorder.metTogether(), "transactions on disjoint nodes ran in parallel");
    int mostInFlight = sent.stream().mapToInt(NodeOverlapRecorder.Sent::inFlight).max().orElse(0);
    assertEquals(width, mostInFlight, "as many in flight as the batch allows, never more");
    assertEquals(30, counter(check, table, "star", "followers"));
    for (int i = 0; i < 30; i++) {
      assertEquals(1, counter(check, table, "fan" + i, "following"));
      assertEquals(1, counter(check, table, "writer" + i, "followers"));
      assertEquals(1, counter(check, table, "reader" + i, "following"));
    }
  }
}
