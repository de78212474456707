package io.edgetable.it.dao;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.edgetable.EdgeKey;
import io.edgetable.transaction.Transaction;
import io.edgetable.exception.TransactionFailedException;
import io.edgetable.exception.TransactionFailedException.Failure;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * {@code @Ttl} in a transaction across DAOs, against moto (which, like DynamoDB for up to days,
 * keeps expired items): each action treats an expired item as its DAO does. A {@code put} over an
 * expired item succeeds; {@code replace}, {@code update}, {@code delete} and {@code check} of one
 * fail as for an absent item, and nothing is written. Each is one TransactWriteItems.
 */
class TtlTransactionTest extends WorkspaceTest {
  private static final Instant PAST = Instant.now().minus(1, ChronoUnit.HOURS);
  private static final Instant FUTURE = Instant.now().plus(1, ChronoUnit.DAYS);

  private SessionDao sessions;
  private InvitationDao invitations;

  @BeforeEach
  void items() {
    sessions = new SessionDao(w.client, w.table);
    invitations = new InvitationDao(w.client, w.table);
    w.sessions.put(new Session("old", "ada", PAST));
    w.sessions.put(new Session("live", "bob", FUTURE));
    w.teams.put(new Team("t1", "Reds", 0, 0));
    w.invitations.put(new Invitation("t1", "p1", "too late", PAST));
    w.requests.reset();
  }

  @Test
  void putOverAnExpiredItemSucceedsAsTheDaosPutDoes() {
    assertEquals(
        Map.of("TransactWriteItems", 1),
        w.requestsOf(
            () ->
                Transaction.write(w.client)
                    .put(sessions, new Session("old", "eve", FUTURE))
                    .put(invitations, new Invitation("t1", "p1", "join us", FUTURE))
                    .run()));
    assertEquals(Optional.of(new Session("old", "eve", seconds(FUTURE))), sessions.get("old"));
    assertEquals(
        Optional.of(new Invitation("t1", "p1", "join us", seconds(FUTURE))),
        invitations.get("t1", "p1"));
  }

  @Test
  void putOverALiveItemStillFails() {
    TransactionFailedException e =
        assertThrows(
            TransactionFailedException.class,
            () ->
                Transaction.write(w.client).put(sessions, new Session("live", "mal", null)).run());
    assertEquals(
        List.of(new Failure(0, "put Session(live)", "ConditionalCheckFailed")), e.failures());
    assertEquals("bob", sessions.get("live").orElseThrow().user());
  }

  @Test
  void replaceOfAnExpiredItemFailsAsForAnAbsentOne() {
    refusedAsAbsent(
        "replace Session(old)", tx -> tx.replace(sessions, new Session("old", "eve", FUTURE)));
    refusedAsAbsent(
        "replace Invitation(t1, p1)",
        tx -> tx.replace(invitations, new Invitation("t1", "p1", "join us", FUTURE)));
  }

  @Test
  void updateOfAnExpiredItemFailsAsForAnAbsentOne() {
    refusedAsAbsent(
        "update Session(old)",
        tx -> tx.update(sessions, "old", SessionFields.expiresAt.set(FUTURE)));
    refusedAsAbsent(
        "update Invitation(t1, p1)",
        tx ->
            tx.update(
                invitations,
                new EdgeKey<>("t1", "p1"),
                InvitationFields.message.set("join us")));
  }

  @Test
  void deleteOfAnExpiredItemFailsAsForAnAbsentOne() {
    refusedAsAbsent("delete Session(old)", tx -> tx.delete(sessions, "old"));
    refusedAsAbsent(
        "delete Invitation(t1, p1)", tx -> tx.delete(invitations, new EdgeKey<>("t1", "p1")));
  }

  @Test
  void checkOfAnExpiredItemFailsAsForAnAbsentOne() {
    refusedAsAbsent("check Session(old)", tx -> tx.check(sessions, "old"));
    refusedAsAbsent(
        "check Invitation(t1, p1)", tx -> tx.check(invitations, new EdgeKey<>("t1", "p1")));
  }

  @Test
  void actionsOnALiveItemWithATimeToLiveGoThrough() {
    Instant later = FUTURE.plus(1, ChronoUnit.DAYS);
    Transaction.write(w.client)
        .update(sessions, "live", SessionFields.expiresAt.set(later))
        .run();
    assertEquals(Optional.of(new Session("live", "bob", seconds(later))), sessions.get("live"));
    Transaction.write(w.client).check(sessions, "live").run();
    Transaction.write(w.client).replace(sessions, new Session("live", "cy", null)).run();
    assertEquals(Optional.of(new Session("live", "cy", null)), sessions.get("live"));
    Transaction.write(w.client).delete(sessions, "live").run();
    assertEquals(Optional.empty(), sessions.get("live"));
  }

  /**
   * {@code action}, alone in a transaction, is cancelled as for an absent item in one request; the
   * expired items are left as they were.
   */
  private void refusedAsAbsent(String description, Consumer<Transaction> action) {
    Map<String, AttributeValue> session = w.raw(SessionKeys.key("old"));
    Map<String, AttributeValue> invitation = w.raw(InvitationKeys.key("t1", "p1"));
    Transaction transaction = Transaction.write(w.client);
    action.accept(transaction);
    TransactionFailedException[] thrown = new TransactionFailedException[1];
    assertEquals(
        Map.of("TransactWriteItems", 1),
        w.requestsOf(
            () -> thrown[0] = assertThrows(TransactionFailedException.class, transaction::run)));
    assertEquals(
        List.of(new Failure(0, description, "ConditionalCheckFailed")), thrown[0].failures());
    assertTrue(
        thrown[0].getMessage().contains("the item does not exist"), thrown[0]::getMessage);
    assertEquals(session, w.raw(SessionKeys.key("old")), "nothing written");
    assertEquals(invitation, w.raw(InvitationKeys.key("t1", "p1")), "nothing written");
  }
}
