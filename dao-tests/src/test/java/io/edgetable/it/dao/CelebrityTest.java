package io.edgetable.it.dao;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.edgetable.test.LocalDynamoDb;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItem;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest;

/**
 * One celebrity, followed and unfollowed at random by 8 threads: her follower count, kept on 8
 * counter items, ends equal to the real number of edges (counted with Queries), the writes spread
 * over several counter items and leave her node item alone, and reading her is one request.
 */
class CelebrityTest {
  @RegisterExtension static LocalDynamoDb db = LocalDynamoDb.create();

  private static final int THREADS = 8;
  private static final int FANS = 40;
  private static final int CALLS_PER_THREAD = 50;

  @Test
  void followersEqualTheRealNumberOfEdgesAfterEightThreadsFollowAndUnfollowAtRandom()
      throws Exception {
    try (Graph graph = new Graph(db, Access.SYNC);
        DynamoDbClient raw = db.client()) {
      graph.profiles.put(new Profile("star", "Star", 0, 0));
      List<String> fans = new ArrayList<>();
      for (int i = 0; i < FANS; i++) {
        fans.add("fan" + i);
        graph.profiles.put(new Profile("fan" + i, "Fan " + i, 0, 0));
      }
      graph.requests.reset();

      ExecutorService threads = Executors.newFixedThreadPool(THREADS);
      List<Future<?>> done = new ArrayList<>();
      for (int t = 0; t < THREADS; t++) {
        Random random = new Random(t);
        done.add(
            threads.submit(
                () -> {
                  for (int call = 0; call < CALLS_PER_THREAD; call++) {
                    String fan = fans.get(random.nextInt(FANS));
                    if (!graph.subscriptions.put(new Subscription(fan, "star", null))) {
                      graph.subscriptions.delete(fan, "star");
                    }
                  }
                  return null;
                }));
      }
      for (Future<?> thread : done) {
        thread.get(5, TimeUnit.MINUTES);
      }
      threads.shutdown();

      List<TransactWriteItemsRequest> writes =
          graph.requests.requests(TransactWriteItemsRequest.class);
      int reads = graph.requests.count("BatchGetItem");
      Set<String> counterItemsWritten = new HashSet<>();
      int starNodeChecks = 0;
      for (TransactWriteItemsRequest write : writes) {
        boolean checksStar = false;
        boolean createsCounterItem = false;
        for (TransactWriteItem item : write.transactItems()) {
          if (item.update() != null) {
            String pk = item.update().key().get("PK").s();
            if (pk.startsWith("PROF#star#followers#")) {
              counterItemsWritten.add(pk);
              String guard = item.update().conditionExpression();
              createsCounterItem |= guard != null && guard.contains("attribute_not_exists");
            }
            assertTrue(!pk.equals("PROF#star"), "no follow updates the star's node item");
          }
          if (item.conditionCheck() != null
              && item.conditionCheck().key().get("PK").s().equals("PROF#star")) {
            checksStar = true;
            starNodeChecks++;
          }
        }
        // Racing threads may each try to create one counter item (and retry a conflict), so
        // the number of checks is not bounded by the counter items; what holds is that a check
        // of the node item only ever comes with the creation of a counter item.
        assertTrue(
            !checksStar || createsCounterItem,
            "the node item is checked only while a counter item is created: " + write);
      }

      long edges = graph.subscriptions.inverse("star").count(); // Select COUNT over 4 shards
      Set<String> following = new HashSet<>();
      for (String fan : fans) {
        if (graph.subscriptions.exists(fan, "star")) {
          following.add(fan);
        }
        assertEquals(
            following.contains(fan) ? 1 : 0,
            graph.profiles.consistentReads().get(fan).orElseThrow().following(),
            fan);
      }
      assertEquals(following.size(), edges);

      graph.requests.reset();
      Profile star = graph.profiles.consistentReads().get("star").orElseThrow();
      assertEquals(Map.of("BatchGetItem", 1), graph.requests.byOperation(), "one request");
      assertEquals(edges, star.followers(), "the count is the real number of edges");

      long sum = 0;
      int nonEmpty = 0;
      for (int shard = 0; shard < 8; shard++) {
        String pk = "PROF#star#followers#" + shard;
        Map<String, AttributeValue> item =
            raw.getItem(
                    b ->
                        b.tableName(graph.table)
                            .consistentRead(true)
                            .key(
                                Map.of(
                                    "PK", AttributeValue.fromS(pk),
                                    "SK", AttributeValue.fromS(pk))))
                .item();
        if (item != null && item.containsKey("followers")) {
          long value = Long.parseLong(item.get("followers").n());
          assertTrue(value >= 0, pk + " = " + value);
          sum += value;
          nonEmpty += value > 0 ? 1 : 0;
        }
      }
      assertEquals(edges, sum, "the counter items hold the count");
      assertTrue(
          counterItemsWritten.size() > 1,
          "writes spread over counter items: " + counterItemsWritten);
      assertTrue(nonEmpty > 1, nonEmpty + " counter items hold followers");
      System.out.printf(
          "celebrity: %d calls, %d edges, %d TransactWriteItems, %d BatchGetItem, %d counter"
              + " items written, %d checks of the node item%n",
          THREADS * CALLS_PER_THREAD,
          edges,
          writes.size(),
          reads,
          counterItemsWritten.size(),
          starNodeChecks);
    }
  }
}
