package io.edgetable.test;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.edgetable.schema.EdgeSchema;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItem;
import software.amazon.awssdk.services.dynamodb.model.TransactionCanceledException;

/**
 * Why the server is served single-threaded: 8 threads send the same conditional TransactWriteItems
 * at once (put an edge if absent, and ADD 1 to a counter that must exist), burst after burst.
 * DynamoDB lets exactly one of each burst succeed and counts it once. Under {@code moto_server},
 * which serves on threads, a cancelled transaction's rollback can restore the counter as it was
 * before another's commit, so the counter drifts from the edges.
 */
class ConcurrentTransactionsTest {
  @RegisterExtension static LocalDynamoDb db = LocalDynamoDb.create();

  private static final int THREADS = 8;
  private static final int BURSTS = 60;

  @Test
  void everyBurstCountsItsOneSuccessfulPutExactlyOnce() throws Exception {
    String table = db.createTable(EdgeSchema.node("Burst"));
    DynamoDbClient client = db.client();
    ExecutorService threads = Executors.newFixedThreadPool(THREADS);
    List<String> drifted = new ArrayList<>();
    int successes = 0;
    try {
      for (int burst = 0; burst < BURSTS; burst++) {
        Map<String, AttributeValue> counter = key("COUNTER#" + burst);
        client.putItem(p -> p.tableName(table).item(with(counter, "n", number(0))));
        Map<String, AttributeValue> edge = key("EDGE#" + burst);
        TransactWriteItem putEdge =
            TransactWriteItem.builder()
                .put(
                    p ->
                        p.tableName(table)
                            .item(edge)
                            .conditionExpression("attribute_not_exists(PK)"))
                .build();
        TransactWriteItem count =
            TransactWriteItem.builder()
                .update(
                    u ->
                        u.tableName(table)
                            .key(counter)
                            .updateExpression("ADD n :one")
                            .conditionExpression("attribute_exists(PK)")
                            .expressionAttributeValues(Map.of(":one", number(1))))
                .build();

        CyclicBarrier start = new CyclicBarrier(THREADS);
        List<Future<Boolean>> sent = new ArrayList<>();
        for (int t = 0; t < THREADS; t++) {
          sent.add(
              threads.submit(
                  () -> {
                    start.await();
                    try {
                      client.transactWriteItems(w -> w.transactItems(putEdge, count));
                      return true;
                    } catch (TransactionCanceledException lost) {
                      return false;
                    }
                  }));
        }
        int succeeded = 0;
        for (Future<Boolean> result : sent) {
          succeeded += result.get() ? 1 : 0;
        }
        long counted =
            Long.parseLong(
                client
                    .getItem(g -> g.tableName(table).key(counter).consistentRead(true))
                    .item()
                    .get("n")
                    .n());
        if (succeeded != 1 || counted != succeeded) {
          drifted.add(
              "burst " + burst + ": " + succeeded + " put(s) succeeded, counter " + counted);
        }
        successes += succeeded;
      }
    } finally {
      threads.shutdownNow();
    }
    assertEquals(
        List.of(), drifted, "bursts where the counter is not the number of successful puts");
    assertEquals(BURSTS, successes);
  }

  private static Map<String, AttributeValue> key(String id) {
    return Map.of("PK", AttributeValue.fromS(id), "SK", AttributeValue.fromS(id));
  }

  private static Map<String, AttributeValue> with(
      Map<String, AttributeValue> key, String name, AttributeValue value) {
    Map<String, AttributeValue> item = new HashMap<>(key);
    item.put(name, value);
    return item;
  }

  private static AttributeValue number(long n) {
    return AttributeValue.fromN(Long.toString(n));
  }
}
