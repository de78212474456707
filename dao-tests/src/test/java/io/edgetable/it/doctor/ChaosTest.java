package io.edgetable.it.doctor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.edgetable.EdgeKey;
import io.edgetable.exception.OutcomeUnknownException;
import io.edgetable.transaction.Transaction;
import io.edgetable.doctor.EdgeDoctor;
import io.edgetable.doctor.IntegrityReport;
import io.edgetable.internal.FaultProxy;
import io.edgetable.internal.FaultProxy.Fault;
import io.edgetable.test.LocalDynamoDb;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * 2,000 random operations from 8 threads through a {@link FaultProxy} that really drops
 * responses after moto applied the write, answers 500/503 and throttling without forwarding,
 * and delays; the SDK retries as it does (standard strategy, shorter waits). Each thread owns its
 * items (its fans' follows of the celebrity, its member, its student, a scratch student), so it
 * knows what every call must return: every put and delete of a follow and of the scratch student
 * (uncounted) must report {@code true}, every save, update and enrolment move must succeed, and a
 * versioned update must move the version exactly once (or report an unknown outcome after which
 * it moved at most once). Afterwards the doctor finds nothing, and the table holds exactly what
 * the calls reported.
 *
 * <p>moto ignores a TransactWriteItems' ClientRequestToken, so the retry of a transaction whose
 * response was lost really runs again and meets its own writes: the runtime tells that from
 * "it was there" by the item DynamoDB returns with the refusal. Where the stored item fits both
 * stories (a delete that finds no item), it throws {@link OutcomeUnknownException}, and this test
 * reads the table to learn the truth. On real DynamoDB the token makes such a retry succeed for
 * ten minutes, so there those outcomes are known.
 */
class ChaosTest {
  @RegisterExtension static LocalDynamoDb db = LocalDynamoDb.create();

  private static final int THREADS = 8;
  private static final int OPERATIONS_PER_THREAD = 250;
  private static final int FANS_PER_THREAD = 10;
  private static final long SEED = 25;

  static final Map<Fault, Double> ODDS =
      Map.of(
          Fault.DROP_RESPONSE, 0.05,
          Fault.SERVER_ERROR, 0.02,
          Fault.UNAVAILABLE, 0.02,
          Fault.THROTTLING, 0.02,
          Fault.THROUGHPUT_EXCEEDED, 0.02,
          Fault.DELAY, 0.04);

  /** What each kind of outcome counted, for the report. */
  private final Map<String, AtomicInteger> outcomes = new ConcurrentHashMap<>();

  private final List<String> wrong = new ArrayList<>();

  @Test
  void nothingIsLostAndEveryAnswerIsRightWhenTheNetworkFails() throws Exception {
    try (DynamoDbClient direct = db.client();
        FaultProxy proxy = new FaultProxy(db.endpoint(), SEED, ODDS);
        DynamoDbClient faulty = proxy.client()) {
      proxy.faults(false);
      School setup = new School(db, direct);
      setup.members.put(new Member("star", "Star", 0, 0, 0));
      for (int c = 0; c < 4; c++) {
        setup.courses.put(new Course("c" + c, "Course " + c, 3, 0));
      }
      List<Owner> owners = new ArrayList<>();
      for (int t = 0; t < THREADS; t++) {
        Owner owner = new Owner(t);
        for (String fan : owner.fans) {
          setup.members.put(new Member(fan, fan, 0, 0, 0));
        }
        setup.members.put(new Member(owner.member, owner.member, 0, 0, 0));
        owner.version = 1;
        setup.students.put(new Student(owner.student, owner.student, 0));
        setup.enrollments.put(new Enrollment(owner.student, "c0", "first"));
        owners.add(owner);
      }
      School chaos = new School(setup, faulty);

      proxy.faults(true);
      ExecutorService threads = Executors.newFixedThreadPool(THREADS);
      List<Future<?>> done = new ArrayList<>();
      for (Owner owner : owners) {
        done.add(threads.submit(() -> owner.run(chaos, setup)));
      }
      for (Future<?> thread : done) {
        thread.get(5, TimeUnit.MINUTES);
      }
      threads.shutdown();
      proxy.faults(false);

      IntegrityReport report = EdgeDoctor.of(direct, setup.table, School.SCHEMAS).check();
      long following = 0;
      for (Owner owner : owners) {
        following += owner.following.size();
        for (String fan : owner.fans) {
          assertEquals(
              owner.following.contains(fan), setup.follows.exists(fan, "star"), fan);
        }
        Member member = setup.members.get(owner.member).orElseThrow();
        assertEquals(owner.version, member.version(), owner.member);
        assertEquals(owner.name, member.name(), owner.member);
        assertEquals(owner.scratch, setup.students.exists("scratch" + owner.number));
        assertEquals(
            Set.of(owner.course),
            new HashSet<>(
                setup.enrollments.forward(owner.student).all().stream()
                    .map(Enrollment::courseId)
                    .toList()),
            owner.student);
      }
      assertEquals(following, setup.members.get("star").orElseThrow().followers());
      assertEquals(following, setup.follows.inverse("star").count());

      System.out.println(
          "Chaos: "
              + THREADS * OPERATIONS_PER_THREAD
              + " operations; faults "
              + proxy.counts()
              + "; "
              + proxy.forwarded()
              + " requests reached moto; outcomes "
              + outcomes
              + "; findings after: "
              + report.findings().size()
              + "; wrong return values: "
              + wrong.size());
      assertEquals(List.of(), report.findings(), report.toString());
      assertEquals(List.of(), wrong);
      assertTrue(proxy.counts().get(Fault.DROP_RESPONSE) > 0, "responses were dropped");
    }
  }

  private void count(String outcome) {
    outcomes.computeIfAbsent(outcome, k -> new AtomicInteger()).incrementAndGet();
  }

  private void wrong(String what) {
    synchronized (wrong) {
      wrong.add(what);
    }
  }

  /** One thread: its fans, member and student, and what it knows the table holds of them. */
  private final class Owner {
    final int number;
    final List<String> fans = new ArrayList<>();
    final Set<String> following = new HashSet<>();
    final String member;
    final String student;
    long version;
    String name;
    String course = "c0";
    boolean scratch;
    final Random random;

    Owner(int number) {
      this.number = number;
      for (int f = 0; f < FANS_PER_THREAD; f++) {
        fans.add("fan" + number + "-" + f);
      }
      this.member = "owner" + number;
      this.name = member;
      this.student = "student" + number;
      this.random = new Random(SEED * 31 + number);
    }

    Void run(School chaos, School direct) {
      for (int op = 0; op < OPERATIONS_PER_THREAD; op++) {
        int roll = random.nextInt(100);
        String tag = "t" + number + "op" + op;
        if (roll < 35) {
          follow(chaos, direct, fans.get(random.nextInt(fans.size())), tag);
        } else if (roll < 50) {
          save(chaos, direct, tag);
        } else if (roll < 60) {
          rename(chaos, direct, tag);
        } else if (roll < 70) {
          update(chaos, tag);
        } else if (roll < 80) {
          putOrDeleteScratch(chaos, direct, tag);
        } else {
          move(chaos, direct, "c" + (1 + random.nextInt(3)), tag);
        }
      }
      return null;
    }

    /** A counted put if not following (must be true), else a counted delete (must be true). */
    void follow(School chaos, School direct, String fan, String tag) {
      boolean put = !following.contains(fan);
      try {
        boolean result =
            put
                ? chaos.follows.put(new Follow(fan, "star", tag))
                : chaos.follows.delete(fan, "star");
        count(put ? "put" : "delete");
        if (!result) {
          wrong((put ? "put " : "delete ") + fan + " returned false");
        }
        if (put) {
          following.add(fan);
        } else {
          following.remove(fan);
        }
      } catch (OutcomeUnknownException e) {
        count("unknown " + (put ? "put" : "delete"));
        learn(direct, fan);
      }
    }

    private void learn(School direct, String fan) {
      if (direct.follows.exists(fan, "star")) {
        following.add(fan);
      } else {
        following.remove(fan);
      }
    }

    /** A versioned save of the thread's member: must succeed. */
    void save(School chaos, School direct, String tag) {
      try {
        chaos.members.save(new Member(member, tag, version, 0, 0));
        version++;
        name = tag;
        count("save");
      } catch (OutcomeUnknownException e) {
        count("unknown save");
        Member stored = direct.members.get(member).orElseThrow();
        version = stored.version();
        name = stored.name();
      } catch (RuntimeException e) {
        wrong("save " + member + " v" + version + ": " + e);
        Member stored = direct.members.get(member).orElseThrow();
        version = stored.version();
        name = stored.name();
      }
    }

    /**
     * A versioned update of the thread's member (it moves the version, so it is sent once): the
     * member with the next version, or an unknown outcome after which the version moved at most
     * once.
     */
    void rename(School chaos, School direct, String tag) {
      try {
        Member after = chaos.members.update(member, MemberFields.name.set(tag)).orElseThrow();
        if (after.version() != version + 1 || !after.name().equals(tag)) {
          wrong("update " + member + " v" + version + " returned " + after);
        }
        version = after.version();
        name = tag;
        count("versioned update");
      } catch (OutcomeUnknownException e) {
        count("unknown versioned update");
        Member stored = direct.members.get(member).orElseThrow();
        if (stored.version() > version + 1) {
          wrong("update " + member + " v" + version + " moved the version to " + stored.version());
        }
        version = stored.version();
        name = stored.name();
      }
    }

    /**
     * An uncounted put of the thread's scratch student when it is absent (must be true), else its
     * delete (must be true), or an unknown outcome.
     */
    void putOrDeleteScratch(School chaos, School direct, String tag) {
      String id = "scratch" + number;
      boolean put = !scratch;
      try {
        boolean done =
            put ? chaos.students.put(new Student(id, tag, 0)) : chaos.students.delete(id);
        count(put ? "uncounted put" : "uncounted delete");
        if (!done) {
          wrong((put ? "put " : "delete ") + id + " returned false");
        }
        scratch = put;
      } catch (OutcomeUnknownException e) {
        count("unknown uncounted " + (put ? "put" : "delete"));
        scratch = direct.students.exists(id);
      }
    }

    /** An update of a course's title (idempotent SET): must find the course. */
    void update(School chaos, String tag) {
      String id = "c" + random.nextInt(4);
      if (chaos.courses.update(id, CourseFields.title.set(tag)).isEmpty()) {
        wrong("update " + id + " found no course");
      }
      count("update");
    }

    /** One transaction moving the thread's student to another course: must commit. */
    void move(School chaos, School direct, String to, String tag) {
      if (to.equals(course)) {
        to = "c0".equals(course) ? "c1" : "c0";
      }
      try {
        Transaction.write(chaos.client)
            .delete(chaos.enrollments, new EdgeKey<>(student, course))
            .put(chaos.enrollments, new Enrollment(student, to, tag))
            .run();
        course = to;
        count("move");
      } catch (OutcomeUnknownException e) {
        count("unknown move");
        relearnCourse(direct);
      } catch (RuntimeException e) {
        wrong("move " + student + " " + course + " -> " + to + ": " + e);
        relearnCourse(direct);
      }
    }

    private void relearnCourse(School direct) {
      Map<String, Boolean> enrolled = new HashMap<>();
      for (Enrollment e : direct.enrollments.forward(student).all()) {
        enrolled.put(e.courseId(), true);
      }
      course = enrolled.keySet().iterator().next();
    }
  }
}
