package io.edgetable.hosting;

import static io.edgetable.hosting.Hosting.dev;
import static io.edgetable.hosting.Hosting.repo;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.edgetable.transaction.Transaction;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;

/**
 * A node's counters start at 0: every write that creates a node from a record refuses another value
 * before sending anything, and save never writes a counter, also when it creates the node.
 */
class CountersStartAtZeroTest extends OnHostingTable {

  private static void assertNamesTheCounter(String counter, String value, Throwable refused) {
    assertInstanceOf(IllegalArgumentException.class, refused);
    String message = refused.getMessage();
    assertTrue(message.contains("counter " + counter + " is " + value), message);
    assertTrue(message.contains("Developer(ada)") || message.contains("Repo(ada/engine)"), message);
    assertTrue(message.endsWith("Nothing was sent."), message);
  }

  @Test
  void putOfANodeWithACounterAboveZeroIsRefusedBeforeSending() {
    h.requests.reset();
    assertNamesTheCounter(
        "followers",
        "3",
        assertThrows(
            IllegalArgumentException.class,
            () -> h.developers.put(new Developer(dev("ada"), "Ada", 3, 0))));
    assertNamesTheCounter(
        "following",
        "-1",
        assertThrows(
            IllegalArgumentException.class,
            () -> h.developers.put(new Developer(dev("ada"), "Ada", 0, -1))));
    assertNamesTheCounter(
        "stars",
        "5",
        assertThrows(
            IllegalArgumentException.class,
            () -> h.repos.put(new Repo(repo("ada/engine"), "An engine", 5, 0))));
    assertEquals(0, h.requests.total(), h.requests.byOperation()::toString);
  }

  @Test
  void putAllAsyncPutAndATransactionsPutRefuseItToo() {
    h.requests.reset();
    List<Developer> two =
        List.of(new Developer(dev("bob"), "Bob", 0, 0), new Developer(dev("ada"), "Ada", 0, 2));
    assertNamesTheCounter(
        "following",
        "2",
        assertThrows(IllegalArgumentException.class, () -> h.developers.putAll(two)));
    assertNamesTheCounter(
        "stars",
        "1",
        assertThrows(
            IllegalArgumentException.class,
            () -> h.repos.putAll(List.of(new Repo(repo("ada/engine"), null, 1, 0)))));
    ExecutionException async =
        assertThrows(
            ExecutionException.class,
            () -> h.asyncDevelopers.put(new Developer(dev("ada"), "Ada", 7, 0)).get());
    assertNamesTheCounter("followers", "7", async.getCause());
    assertNamesTheCounter(
        "followers",
        "1",
        assertThrows(
            IllegalArgumentException.class,
            () ->
                Transaction.write(h.client)
                    .put(h.developers, new Developer(dev("ada"), "Ada", 1, 0))
                    .run()));
    assertEquals(0, h.requests.total(), h.requests.byOperation()::toString);
    assertFalse(h.developers.exists(dev("bob")), "nothing of the batch was written");
  }

  @Test
  void saveNeverWritesACounterAlsoWhenItCreatesTheNode() {
    h.developers.save(new Developer(dev("ada"), "N", 3, 4));
    assertEquals(new Developer(dev("ada"), "N", 0, 0), h.developers.get(dev("ada")).orElseThrow());
    assertEquals(
        AttributeValue.fromN("0"), stored("DEV#ada").get("followers"), "stored 0, not absent");

    h.repos.save(new Repo(repo("ada/engine"), "An engine", 9, 0));
    assertEquals(
        new Repo(repo("ada/engine"), "An engine", 0, 1),
        h.repos.get(repo("ada/engine")).orElseThrow());
  }

  @Test
  void saveAndPutAllOfAnExistingNodeKeepTheCountOfItsEdges() {
    h.developers.put(new Developer(dev("ada"), "Ada", 0, 0));
    h.developers.put(new Developer(dev("bob"), "Bob", 0, 0));
    h.follows.put(new Follows(dev("bob"), dev("ada"), null));
    h.repos.put(new Repo(repo("ada/engine"), "An engine", 0, 0));
    h.stars.put(new Star(dev("bob"), repo("ada/engine")));

    h.developers.save(new Developer(dev("ada"), "Ada L.", 0, 9));
    assertEquals(new Developer(dev("ada"), "Ada L.", 1, 0), h.developers.get(dev("ada")).get());

    h.requests.reset();
    h.developers.putAll(
        List.of(new Developer(dev("ada"), "Ada", 0, 0), new Developer(dev("cy"), "Cy", 0, 0)));
    assertEquals(2, h.requests.count("UpdateItem"), h.requests.byOperation()::toString);
    assertEquals(0, h.requests.count("BatchWriteItem"));
    assertEquals(new Developer(dev("ada"), "Ada", 1, 0), h.developers.get(dev("ada")).get());
    assertEquals(new Developer(dev("bob"), "Bob", 0, 1), h.developers.get(dev("bob")).get());
    assertEquals(new Developer(dev("cy"), "Cy", 0, 0), h.developers.get(dev("cy")).get());

    Repo engine = h.repos.get(repo("ada/engine")).orElseThrow();
    h.repos.putAll(List.of(new Repo(repo("ada/engine"), "Faster", 0, engine.version())));
    assertEquals(
        new Repo(repo("ada/engine"), "Faster", 1, engine.version() + 1),
        h.repos.get(repo("ada/engine")).orElseThrow());
  }

  private Map<String, AttributeValue> stored(String key) {
    AttributeValue k = AttributeValue.fromS(key);
    return h.client
        .getItem(GetItemRequest.builder().tableName(h.table).key(Map.of("PK", k, "SK", k)).build())
        .item();
  }
}
