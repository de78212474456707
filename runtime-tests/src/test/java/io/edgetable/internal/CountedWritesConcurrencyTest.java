package io.edgetable.internal;

import static io.edgetable.internal.Fixtures.counter;
import static io.edgetable.internal.Fixtures.followCounters;
import static io.edgetable.internal.Fixtures.followKey;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.edgetable.test.LocalDynamoDb;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** Many threads writing counted edges at once: counters must equal the edges that exist. */
class CountedWritesConcurrencyTest {
  @RegisterExtension static LocalDynamoDb db = LocalDynamoDb.create();

  private static final int THREADS = 8;
  private static final String[] USERS = {"ann", "ben", "cal", "dee", "eve", "fay"};

  private final ExecutorService pool = Executors.newFixedThreadPool(THREADS);
  private DynamoDbClient client;
  private DynamoDbClient check;
  private String table;

  @BeforeEach
  void setUp() {
    client = db.client();
    check = db.client();
    table = Fixtures.createTable(check);
    Fixtures.putUsers(check, table, USERS);
  }

  @AfterEach
  void tearDown() {
    pool.shutdownNow();
    client.close();
  }

  private <T> List<T> runAll(List<Callable<T>> tasks) throws Exception {
    List<Future<T>> futures = pool.invokeAll(tasks);
    List<T> results = new ArrayList<>();
    for (Future<T> future : futures) {
      results.add(future.get());
    }
    return results;
  }

  @Test
  void eightThreadsPuttingOneEdgeCreateItOnce() throws Exception {
    CountDownLatch start = new CountDownLatch(1);
    List<Callable<Boolean>> puts = new ArrayList<>();
    for (int i = 0; i < THREADS; i++) {
      puts.add(
          () -> {
            start.await();
            return OnClient.CountedWrites.put(
                client, table, Fixtures.follow("ann", "ben"), followCounters("ann", "ben"));
          });
    }
    start.countDown();
    List<Boolean> results = runAll(puts);
    assertEquals(1, results.stream().filter(created -> created).count(), results.toString());
    assertEquals(1, counter(check, table, "ben", "followers"));
    assertEquals(1, counter(check, table, "ann", "following"));
  }

  @Test
  void randomFollowsAndUnfollowsKeepEveryCounterExact() throws Exception {
    int operationsPerThread = 125;
    List<Callable<int[]>> workers = new ArrayList<>();
    for (int t = 0; t < THREADS; t++) {
      long seed = 42L + t;
      workers.add(
          () -> {
            Random random = new Random(seed);
            int[] changed = new int[2];
            for (int i = 0; i < operationsPerThread; i++) {
              String from = USERS[random.nextInt(USERS.length)];
              String to = USERS[random.nextInt(USERS.length)]; // self-follows included
              if (random.nextBoolean()) {
                changed[0] +=
                    OnClient.CountedWrites.put(
                            client, table, Fixtures.follow(from, to), followCounters(from, to))
                        ? 1
                        : 0;
              } else {
                changed[1] +=
                    OnClient.CountedWrites.delete(
                            client, table, followKey(from, to), followCounters(from, to), null)
                        ? 1
                        : 0;
              }
            }
            return changed;
          });
    }
    int created = 0;
    int deleted = 0;
    for (int[] changed : runAll(workers)) {
      created += changed[0];
      deleted += changed[1];
    }

    Map<String, Long> followers = new HashMap<>();
    Map<String, Long> following = new HashMap<>();
    int edges = 0;
    for (Map<String, AttributeValue> item : Fixtures.scan(check, table)) {
      String pk = item.get("PK").s();
      if (pk.startsWith("ACTOR#")) {
        edges++;
        following.merge(pk.substring("ACTOR#".length()), 1L, Long::sum);
        followers.merge(item.get("SK").s().substring("TARGET#".length()), 1L, Long::sum);
      }
    }
    assertEquals(created - deleted, edges, "every true return is one edge created or deleted");
    for (String user : USERS) {
      assertEquals(
          followers.getOrDefault(user, 0L),
          counter(check, table, user, "followers"),
          user + " followers");
      assertEquals(
          following.getOrDefault(user, 0L),
          counter(check, table, user, "following"),
          user + " following");
    }
  }
}
