package io.edgetable.it.dao;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.edgetable.internal.ConflictInjector;
import io.edgetable.internal.TransactionGate;
import io.edgetable.test.LocalDynamoDb;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Collectors;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.core.interceptor.Context;
import software.amazon.awssdk.core.interceptor.ExecutionAttributes;
import software.amazon.awssdk.core.interceptor.ExecutionInterceptor;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItem;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest;

/**
 * The asynchronous DAOs hold no thread while they wait: a call returns before its retries are done,
 * and counted batches run without the synchronous transport's pool ({@code edgetable-fork}) or any
 * thread of the library's own.
 */
class AsyncNonBlockingTest {
  @RegisterExtension static LocalDynamoDb db = LocalDynamoDb.create();

  private Graph graph;

  @AfterEach
  void close() {
    graph.close();
  }

  /** The library's thread names: the synchronous transport's fork pool and its successors. */
  private static Set<Long> libraryThreads() {
    return Thread.getAllStackTraces().keySet().stream()
        .filter(t -> t.getName().startsWith("edgetable-"))
        .map(Thread::getId)
        .collect(Collectors.toSet());
  }

  @Test
  void aCallReturnsBeforeItsRetriesAreDone() throws Exception {
    ConflictInjector conflicts = ConflictInjector.conflicts(3);
    TransactionGate lastAttempt = new TransactionGate(4);
    graph = new Graph(db, Access.ASYNC, lastAttempt, conflicts); // the gate sees every attempt
    graph.students.put(new Student("a91", "Ann", 0));
    graph.courses.put(new Course("math204", "Maths", 0));
    EnrollmentAsyncDao enrollments = new EnrollmentAsyncDao(graph.asyncClient, graph.table);
    Set<Long> before = libraryThreads();

    // Three conflicts and three backoffs stand between the call and its result, and the attempt
    // that commits is held until the call has returned: a call that waited could not return.
    CompletableFuture<Boolean> put = enrollments.put(new Enrollment("a91", "math204", "A", null));
    assertFalse(put.isDone(), "the call returned before its transaction committed");
    assertTrue(lastAttempt.awaitArrival(), "the retries went on meanwhile");
    assertEquals(3, conflicts.attempts(), "three conflicted attempts, backed off on a timer");
    lastAttempt.release();
    assertTrue(put.get(30, TimeUnit.SECONDS));
    assertEquals(4, conflicts.attempts());

    assertEquals(1, Set.copyOf(conflicts.tokens()).size());
    assertEquals(1, graph.students.get("a91").orElseThrow().courseCount());
    assertTrue(
        lastAttempt.threads().stream().noneMatch(name -> name.startsWith("edgetable-")),
        lastAttempt.threads()::toString);
    assertEquals(before, libraryThreads(), "no thread of the library's was started");
  }

  @Test
  void countedBatchesRunOnFuturesNeverTwoOnOneNodeAndNoPool() {
    Lanes lanes = new Lanes();
    graph = new Graph(db, Access.ASYNC, lanes);
    List<User> users = new ArrayList<>(List.of(new User("star", 0, 0)));
    List<Follow> follows = new ArrayList<>();
    for (int i = 0; i < 20; i++) {
      users.add(new User("fan" + i, 0, 0));
      users.add(new User("reader" + i, 0, 0));
      users.add(new User("writer" + i, 0, 0));
      follows.add(new Follow("fan" + i, "star", null));
      follows.add(new Follow("reader" + i, "writer" + i, null)); // shares no node
    }
    graph.users.putAll(users);
    Set<Long> before = libraryThreads();

    assertEquals(40, graph.follows.putAll(follows));

    assertEquals(40, lanes.sent.get(), "one transaction per edge, none retried");
    assertEquals(1, lanes.mostOnOneNode, "two transactions on one node were in flight together");
    assertTrue(lanes.mostInFlight > 1, "transactions on disjoint nodes overlapped");
    assertTrue(lanes.mostInFlight <= 8, "at most 8 in flight: " + lanes.mostInFlight);
    assertTrue(
        lanes.threads.stream().noneMatch(name -> name.startsWith("edgetable-")),
        lanes.threads::toString);
    assertEquals(before, libraryThreads(), "no thread of the library's was started");
    assertEquals(20, graph.users.get("star").orElseThrow().followers());
    System.out.println(
        "Async counted putAll of 40 follows: at most " + lanes.mostInFlight + " in flight");
  }

  /**
   * Counts the counted transactions the library has started and not yet seen finish (queued for the
   * connection included), overall and per node item they update.
   */
  private static final class Lanes implements ExecutionInterceptor {
    final AtomicInteger sent = new AtomicInteger();
    final List<String> threads = new CopyOnWriteArrayList<>();
    private final Map<String, Integer> perNode = new HashMap<>();
    private int inFlight;
    int mostInFlight;
    int mostOnOneNode;

    private static List<String> nodes(TransactWriteItemsRequest request) {
      return request.transactItems().stream()
          .filter(item -> item.update() != null)
          .map(TransactWriteItem::update)
          .map(update -> update.key().get("PK").s())
          .toList();
    }

    @Override
    public void beforeExecution(Context.BeforeExecution context, ExecutionAttributes attributes) {
      if (context.request() instanceof TransactWriteItemsRequest request) {
        sent.incrementAndGet();
        threads.add(Thread.currentThread().getName());
        synchronized (this) {
          inFlight++;
          mostInFlight = Math.max(mostInFlight, inFlight);
          for (String node : nodes(request)) {
            mostOnOneNode = Math.max(mostOnOneNode, perNode.merge(node, 1, Integer::sum));
          }
        }
      }
    }

    @Override
    public void afterExecution(Context.AfterExecution context, ExecutionAttributes attributes) {
      done(context.request());
    }

    @Override
    public void onExecutionFailure(
        Context.FailedExecution context, ExecutionAttributes attributes) {
      done(context.request());
    }

    private synchronized void done(Object request) {
      if (request instanceof TransactWriteItemsRequest transaction) {
        inFlight--;
        for (String node : nodes(transaction)) {
          perNode.merge(node, -1, Integer::sum);
        }
      }
    }
  }
}
