package io.edgetable.hosting;

import static io.edgetable.hosting.Hosting.dev;
import static io.edgetable.hosting.Hosting.repo;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.edgetable.EdgeKey;
import io.edgetable.exception.NodeHasEdgesException;
import io.edgetable.exception.NodeNotFoundException;
import io.edgetable.exception.TransactionFailedException;
import io.edgetable.exception.VersionConflictException;
import io.edgetable.transaction.Transaction;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * What the hosting model's users read when a write fails: typed ids by their value ({@code
 * Developer(ghost)}, never {@code DevId[value=ghost]}), and a cancelled transaction's first failed
 * action in its message.
 */
class MessagesTest extends OnHostingTable {
  @BeforeEach
  void setUp() {
    h.developers.put(new Developer(dev("ada"), "Ada", 0, 0));
    h.developers.put(new Developer(dev("bob"), "Bob", 0, 0));
    h.repos.put(new Repo(repo("ada/engine"), "An engine", 0, 0));
  }

  private static void assertNoRecordText(String message) {
    assertFalse(message.contains("DevId[") || message.contains("RepoId["), message);
    assertFalse(message.contains("value="), message);
  }

  @Test
  void aMissingNodeIsNamedByItsIdsValue() {
    NodeNotFoundException e =
        assertThrows(
            NodeNotFoundException.class,
            () -> h.follows.put(new Follows(dev("ada"), dev("ghost"), null)));
    assertTrue(e.getMessage().contains("Developer(ghost)"), e.getMessage());
    assertNoRecordText(e.getMessage());

    NodeNotFoundException sharded =
        assertThrows(
            NodeNotFoundException.class,
            () -> h.stars.put(new Star(dev("ada"), repo("ghost/none"))));
    assertTrue(sharded.getMessage().contains("Repo(ghost/none)"), sharded.getMessage());
    assertNoRecordText(sharded.getMessage());
  }

  @Test
  void aVersionConflictAndANodeWithEdgesNameTheirNodeByValue() {
    Repo read = h.repos.get(repo("ada/engine")).orElseThrow();
    h.repos.save(read);
    VersionConflictException stale =
        assertThrows(VersionConflictException.class, () -> h.repos.save(read));
    assertTrue(stale.getMessage().startsWith("Cannot save Repo(ada/engine):"), stale.getMessage());
    assertNoRecordText(stale.getMessage());

    h.follows.put(new Follows(dev("bob"), dev("ada"), null));
    NodeHasEdgesException counting =
        assertThrows(NodeHasEdgesException.class, () -> h.developers.delete(dev("ada")));
    assertNoRecordText(counting.getMessage());
  }

  @Test
  void aCancelledTransactionNamesItsFirstFailedActionInItsMessage() {
    h.follows.put(new Follows(dev("ada"), dev("bob"), null));
    TransactionFailedException e =
        assertThrows(
            TransactionFailedException.class,
            () ->
                Transaction.write(h.client)
                    .check(h.developers, dev("ada"))
                    .put(h.follows, new Follows(dev("ada"), dev("bob"), null))
                    .delete(h.stars, new EdgeKey<>(dev("bob"), repo("ada/engine")))
                    .run());
    String first = e.getMessage().lines().findFirst().orElseThrow();
    assertEquals(
        "DynamoDB cancelled the transaction: action 1, put Follows(ada, bob), failed with"
            + " ConditionalCheckFailed (the item exists already); nothing was written.",
        first);
    assertEquals(2, e.failures().size(), e.getMessage());
    assertEquals(List.of(1, 2), e.failures().stream().map(f -> f.action()).toList());
    assertTrue(
        e.getMessage().contains("\n  and action 2, delete Star(bob, ada/engine), failed with"),
        e.getMessage());
    assertNoRecordText(e.getMessage());

    TransactionFailedException ghost =
        assertThrows(
            TransactionFailedException.class,
            () ->
                Transaction.write(h.client)
                    .put(h.follows, new Follows(dev("ada"), dev("ghost"), null))
                    .run());
    String line = ghost.getMessage().lines().findFirst().orElseThrow();
    assertTrue(line.contains("action 0, counter followers of Developer(ghost)"), line);
    assertTrue(line.contains("put Follows(ada, ghost)"), line);
    assertNoRecordText(ghost.getMessage());
  }
}
