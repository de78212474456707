package io.edgetable.hosting;

import static io.edgetable.hosting.Hosting.dev;
import static io.edgetable.hosting.Hosting.repo;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.edgetable.exception.OutcomeUnknownException;
import io.edgetable.internal.FaultProxy;
import io.edgetable.internal.FaultProxy.Fault;
import io.edgetable.it.dao.Assignment;
import io.edgetable.it.dao.AssignmentDao;
import io.edgetable.it.dao.AssignmentKeys;
import io.edgetable.it.dao.PlayerKeys;
import io.edgetable.it.dao.TeamKeys;
import io.edgetable.test.LocalDynamoDb;
import java.io.IOException;
import java.time.LocalDate;
import java.util.Map;
import java.util.concurrent.CompletionException;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * Writes whose response is lost (a real proxy drops it after moto applied the write): the SDK sends
 * the request again, and the DAO reports what happened truthfully, never a conflict with its own
 * write and never a version moved twice. An update that adds to a number or moves a version is not
 * sent again after such a failure: its outcome is unknown, and it was applied once.
 */
class LostResponsesTest {
  @RegisterExtension static LocalDynamoDb db = LocalDynamoDb.create();

  private static final LocalDate DAY = LocalDate.of(2024, 1, 2);

  private FaultProxy proxy;
  private DynamoDbClient faulty;
  private Hosting direct;
  private Hosting chaos;

  @BeforeEach
  void open() throws IOException {
    proxy = new FaultProxy(db.endpoint(), 1, Map.of());
    faulty = proxy.client();
    direct = new Hosting(db);
    chaos = new Hosting(direct, faulty);
    direct.developers.put(new Developer(dev("ada"), "Ada", 0, 0));
    direct.repos.put(new Repo(repo("ada/engine"), "An engine", 0, 0));
  }

  @AfterEach
  void close() throws IOException {
    direct.close();
    faulty.close();
    proxy.close();
  }

  @Test
  void anUncountedPutWhoseResponseIsLostReportsItsOwnWrite() {
    proxy.script("PutItem", Fault.DROP_RESPONSE);
    Contributes work = new Contributes(dev("ada"), repo("ada/engine"), DAY, Role.MAINTAINER);
    assertTrue(chaos.contributions.put(work), "written by the attempt whose response was lost");
    assertEquals(work, direct.contributions.get(dev("ada"), repo("ada/engine")).orElseThrow());
    assertFalse(chaos.contributions.put(work), "a second put finds it");

    proxy.script("PutItem", Fault.DROP_RESPONSE);
    assertTrue(chaos.developers.put(new Developer(dev("bob"), "Bob", 0, 0)));
    assertEquals(2L, proxy.counts().get(Fault.DROP_RESPONSE), "both responses were dropped");
  }

  @Test
  void anUncountedPutThatFindsAnotherItemAfterARetryStillReportsFalse() {
    direct.contributions.put(new Contributes(dev("ada"), repo("ada/engine"), DAY, Role.REVIEWER));
    proxy.script("PutItem", Fault.SERVER_ERROR);
    assertFalse(
        chaos.contributions.put(
            new Contributes(dev("ada"), repo("ada/engine"), DAY, Role.MAINTAINER)));
    assertEquals(
        Role.REVIEWER, direct.contributions.get(dev("ada"), repo("ada/engine")).get().role());
  }

  @Test
  void anUncountedDeleteWhoseResponseIsLostIsAnUnknownOutcome() {
    direct.contributions.put(new Contributes(dev("ada"), repo("ada/engine"), DAY, Role.MAINTAINER));
    proxy.script("DeleteItem", Fault.DROP_RESPONSE);
    OutcomeUnknownException e =
        assertThrows(
            OutcomeUnknownException.class,
            () -> chaos.contributions.delete(dev("ada"), repo("ada/engine")));
    assertTrue(e.getMessage().contains("the retry found no item"), e.getMessage());
    assertFalse(direct.contributions.exists(dev("ada"), repo("ada/engine")));
    assertFalse(chaos.contributions.delete(dev("ada"), repo("ada/engine")), "absent: known");
  }

  @Test
  void aVersionedSaveWhoseResponseIsLostMovesTheVersionOnce() {
    Repo read = direct.repos.get(repo("ada/engine")).orElseThrow();
    proxy.script("UpdateItem", Fault.DROP_RESPONSE);
    chaos.repos.save(new Repo(repo("ada/engine"), "Faster", 0, read.version()));
    assertEquals(
        new Repo(repo("ada/engine"), "Faster", 0, read.version() + 1),
        direct.repos.get(repo("ada/engine")).orElseThrow());
  }

  @Test
  void aVersionedUpdateIsNeverAppliedTwice() {
    proxy.script("UpdateItem", Fault.DROP_RESPONSE);
    OutcomeUnknownException lost =
        assertThrows(
            OutcomeUnknownException.class,
            () ->
                chaos.repos.update(repo("ada/engine"), RepoFields.description.set("Applied once")));
    assertTrue(
        lost.getMessage().startsWith("Cannot tell whether the update of PK=REPO#ada/engine"));
    assertEquals(
        new Repo(repo("ada/engine"), "Applied once", 0, 2),
        direct.repos.get(repo("ada/engine")).orElseThrow(),
        "applied by the lost attempt, and only by it");

    proxy.script("UpdateItem", Fault.SERVER_ERROR);
    assertThrows(
        OutcomeUnknownException.class,
        () -> chaos.repos.update(repo("ada/engine"), RepoFields.description.set("Not applied")));
    assertEquals(2, direct.repos.get(repo("ada/engine")).orElseThrow().version());

    // Throttling shows the request was not applied: it is retried, and applied once.
    proxy.script("UpdateItem", Fault.THROTTLING, Fault.THROUGHPUT_EXCEEDED);
    Repo after =
        chaos.repos.update(repo("ada/engine"), RepoFields.description.set("Third")).orElseThrow();
    assertEquals(new Repo(repo("ada/engine"), "Third", 0, 3), after);
    assertEquals(after, direct.repos.get(repo("ada/engine")).orElseThrow());
  }

  @Test
  void anUpdateThatOnlySetsIsRetriedAfterALostResponse() {
    direct.contributions.put(new Contributes(dev("ada"), repo("ada/engine"), DAY, Role.MAINTAINER));
    proxy.script("UpdateItem", Fault.DROP_RESPONSE);
    Contributes after =
        chaos
            .contributions
            .update(dev("ada"), repo("ada/engine"), ContributesFields.role.set(Role.COMMITTER))
            .orElseThrow();
    assertEquals(Role.COMMITTER, after.role());
  }

  @Test
  void theAsyncDaosReportAlike() throws IOException {
    try (DynamoDbAsyncClient async = proxy.asyncClient()) {
      RepoAsyncDao repos = new RepoAsyncDao(async, direct.table);
      proxy.script("UpdateItem", Fault.DROP_RESPONSE);
      CompletionException e =
          assertThrows(
              CompletionException.class,
              () -> repos.update(repo("ada/engine"), RepoFields.description.set("Async")).join());
      assertInstanceOf(OutcomeUnknownException.class, e.getCause());
      assertEquals(2, direct.repos.get(repo("ada/engine")).orElseThrow().version());

      ContributesAsyncDao contributions = new ContributesAsyncDao(async, direct.table);
      proxy.script("PutItem", Fault.DROP_RESPONSE);
      assertTrue(
          contributions
              .put(new Contributes(dev("ada"), repo("ada/engine"), DAY, Role.MAINTAINER))
              .join());
    }
  }

  @Test
  void aVersionedReplaceWhoseResponseIsLostIsNotAConflictWithItself() {
    String table = db.createTable(TeamKeys.SCHEMA, PlayerKeys.SCHEMA, AssignmentKeys.SCHEMA);
    AssignmentDao assignments = new AssignmentDao(direct.client, table);
    assignments.put(new Assignment("red", "p1", "defend", null));
    proxy.script("PutItem", Fault.DROP_RESPONSE);
    assertTrue(new AssignmentDao(faulty, table).replace(new Assignment("red", "p1", "attack", 1L)));
    assertEquals(
        new Assignment("red", "p1", "attack", 2L), assignments.get("red", "p1").orElseThrow());
  }
}
