package io.edgetable.it.tx;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.edgetable.EdgeKey;
import io.edgetable.transaction.Transaction;
import io.edgetable.exception.TransactionFailedException;
import io.edgetable.test.LocalDynamoDb;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.awscore.exception.AwsErrorDetails;
import software.amazon.awssdk.core.interceptor.Context;
import software.amazon.awssdk.core.interceptor.ExecutionAttributes;
import software.amazon.awssdk.core.interceptor.ExecutionInterceptor;
import software.amazon.awssdk.http.SdkHttpResponse;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.CancellationReason;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactionCanceledException;

/**
 * 8 threads move 100 students between 5 courses at random, each move one transaction (delete the
 * old enrolment, put the new one: four counters). A move that read a student's course just before
 * another thread moved the student is cancelled and tried again from a fresh read; one attempt in
 * five is failed with a TransactionConflict before it leaves the client, so the retries run under
 * contention too. At the end every counter equals the edges that exist, counted with Queries.
 */
class TransactionConcurrencyTest {
  @RegisterExtension static LocalDynamoDb db = LocalDynamoDb.create();

  private static final int THREADS = 8;
  private static final int STUDENTS = 100;
  private static final int COURSES = 5;
  private static final int MOVES_PER_THREAD = 40;

  @Test
  void everyCounterEqualsTheEdgesAfterConcurrentMoves() throws Exception {
    RandomConflicts conflicts = new RandomConflicts(0.2, 20260907L);
    try (DynamoDbClient plain = db.client();
        DynamoDbClient client = db.client(conflicts)) {
      Campus campus = new Campus(db, plain, client, null);
      for (int c = 0; c < COURSES; c++) {
        campus.course(course(c));
      }
      for (int s = 0; s < STUDENTS; s++) {
        campus.student(student(s));
        campus.enrollmentDao.put(new Enrollment(student(s), course(s % COURSES), null));
      }
      conflicts.reset();

      AtomicInteger moved = new AtomicInteger();
      AtomicInteger stale = new AtomicInteger();
      ExecutorService pool = Executors.newFixedThreadPool(THREADS);
      try {
        List<Callable<Void>> movers = new ArrayList<>();
        for (int t = 0; t < THREADS; t++) {
          movers.add(
              () -> {
                for (int done = 0; done < MOVES_PER_THREAD; ) {
                  if (move(campus, client)) {
                    done++;
                    moved.incrementAndGet();
                  } else {
                    stale.incrementAndGet();
                  }
                }
                return null;
              });
        }
        for (Future<Void> future : pool.invokeAll(movers)) {
          future.get();
        }
      } finally {
        pool.shutdownNow();
      }

      StringBuilder counters = new StringBuilder();
      long enrolled = 0;
      for (int c = 0; c < COURSES; c++) {
        long counter = campus.studentCount(course(c));
        long edges = campus.enrollmentDao.inverse(course(c)).count();
        assertEquals(edges, counter, course(c));
        enrolled += edges;
        counters.append(course(c)).append('=').append(counter).append(' ');
      }
      assertEquals(STUDENTS, enrolled);
      for (int s = 0; s < STUDENTS; s++) {
        assertEquals(1, campus.courseCount(student(s)), student(s));
        assertEquals(1, campus.enrollmentDao.forward(student(s)).consistentRead().count());
      }
      assertEquals(THREADS * MOVES_PER_THREAD, moved.get());
      assertTrue(conflicts.injected() > 0, "the retry path ran");
      System.out.println(
          "Transactions: "
              + moved.get()
              + " moves committed by "
              + THREADS
              + " threads, "
              + stale.get()
              + " cancelled on a stale read and redone, "
              + conflicts.injected()
              + " TransactionConflicts injected and retried ("
              + conflicts.attempts()
              + " TransactWriteItems attempts); final counters "
              + counters.toString().trim()
              + " (sum "
              + enrolled
              + "), every student 1");
    }
  }

  /**
   * Moves a random student to another course in one transaction: {@code true} if it committed,
   * {@code false} if another thread moved the student since it was read.
   */
  private static boolean move(Campus campus, DynamoDbClient client) {
    ThreadLocalRandom random = ThreadLocalRandom.current();
    String student = student(random.nextInt(STUDENTS));
    List<Enrollment> current = campus.enrollmentDao.forward(student).consistentRead().all();
    if (current.size() != 1) {
      throw new AssertionError(student + " has " + current.size() + " enrolments");
    }
    String from = current.get(0).courseId();
    String to =
        course((Integer.parseInt(from.substring(1)) + 1 + random.nextInt(COURSES - 1)) % COURSES);
    try {
      Transaction.write(client)
          .delete(campus.enrollments, new EdgeKey<>(student, from))
          .put(campus.enrollments, new Enrollment(student, to, null))
          .run();
      return true;
    } catch (TransactionFailedException movedMeanwhile) {
      return false;
    }
  }

  private static String student(int s) {
    return String.format("s%02d", s);
  }

  private static String course(int c) {
    return "c" + c;
  }

  /**
   * Fails a share of TransactWriteItems attempts before they leave the client, as DynamoDB cancels
   * a transaction that meets another one on an item (TransactionConflict).
   */
  private static final class RandomConflicts implements ExecutionInterceptor {
    private final double share;
    private final Random random;
    private final AtomicInteger attempts = new AtomicInteger();
    private final AtomicInteger injected = new AtomicInteger();

    RandomConflicts(double share, long seed) {
      this.share = share;
      this.random = new Random(seed);
    }

    @Override
    public void beforeTransmission(
        Context.BeforeTransmission context, ExecutionAttributes attributes) {
      if (!(context.request() instanceof TransactWriteItemsRequest)) {
        return;
      }
      attempts.incrementAndGet();
      boolean fail;
      synchronized (random) {
        fail = random.nextDouble() < share;
      }
      if (fail) {
        injected.incrementAndGet();
        String message =
            "Transaction cancelled, please refer cancellation reasons for specific reasons"
                + " [TransactionConflict]";
        throw TransactionCanceledException.builder()
            .message(message)
            .awsErrorDetails(
                AwsErrorDetails.builder()
                    .errorCode("TransactionCanceledException")
                    .errorMessage(message)
                    .serviceName("DynamoDb")
                    .sdkHttpResponse(SdkHttpResponse.builder().statusCode(400).build())
                    .build())
            .cancellationReasons(CancellationReason.builder().code("TransactionConflict").build())
            .statusCode(400)
            .build();
      }
    }

    void reset() {
      attempts.set(0);
      injected.set(0);
    }

    int attempts() {
      return attempts.get();
    }

    int injected() {
      return injected.get();
    }
  }
}
