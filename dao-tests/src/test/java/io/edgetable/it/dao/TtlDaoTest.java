package io.edgetable.it.dao;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.edgetable.EdgeKey;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.TimeToLiveStatus;

/**
 * {@code @Ttl} against moto, which (like DynamoDB, for up to days) keeps expired items: stored as
 * epoch seconds, turned on by the table definition, and an item whose time has passed is absent to
 * {@code get}, {@code exists}, {@code getAll}, queries and {@code collection} (filtered in the
 * request, no extra one), while {@code put} over it succeeds. {@code AsyncTtlDaoTest} runs every
 * scenario on the asynchronous DAOs.
 */
class TtlDaoTest extends WorkspaceTest {
  private static final Instant PAST = Instant.now().minus(1, ChronoUnit.HOURS);
  private static final Instant FUTURE = Instant.now().plus(1, ChronoUnit.DAYS);

  @Test
  void theTableHasTimeToLiveOnTheAttribute() {
    assertEquals(Optional.of("expiresAt"), SessionKeys.SCHEMA.ttlAttribute());
    var description =
        w.client.describeTimeToLive(b -> b.tableName(w.table)).timeToLiveDescription();
    assertEquals(TimeToLiveStatus.ENABLED, description.timeToLiveStatus());
    assertEquals("expiresAt", description.attributeName());
  }

  @Test
  void theTimeToLiveIsStoredAsEpochSeconds() {
    // A year ahead (a fixed date would expire one day), with a fraction of a second to drop.
    Instant at =
        FUTURE.plus(365, ChronoUnit.DAYS).truncatedTo(ChronoUnit.SECONDS).plusNanos(987_654_321);
    w.sessions.put(new Session("s1", "ada", at));
    AttributeValue stored = w.raw(SessionKeys.key("s1")).get("expiresAt");
    assertEquals(Long.toString(at.getEpochSecond()), stored.n());
    assertEquals(new Session("s1", "ada", seconds(at)), w.sessions.get("s1").orElseThrow());
  }

  @Test
  void anExpiredNodeIsAbsentToEveryReadInOneRequest() {
    w.sessions.put(new Session("old", "ada", PAST));
    w.sessions.put(new Session("new", "bob", FUTURE));
    w.sessions.put(new Session("forever", "cy", null));
    assertFalse(w.raw(SessionKeys.key("old")).isEmpty(), "still stored, as DynamoDB keeps it");

    assertEquals(
        Map.of("GetItem", 1),
        w.requestsOf(() -> assertEquals(Optional.empty(), w.sessions.get("old"))));
    assertEquals(Map.of("GetItem", 1), w.requestsOf(() -> assertFalse(w.sessions.exists("old"))));
    GetItemRequest exists = w.requests.requests(GetItemRequest.class).get(0);
    assertTrue(
        exists.expressionAttributeNames().containsValue("expiresAt"),
        "exists projects the time to live: " + exists);
    assertTrue(w.sessions.exists("new"));
    assertTrue(w.sessions.exists("forever"));
    assertEquals(
        List.of(new Session("new", "bob", seconds(FUTURE)), new Session("forever", "cy", null)),
        w.sessions.getAll(List.of("old", "new", "forever")));
  }

  @Test
  void putOverAnExpiredItemSucceedsAndOverALiveOneDoesNot() {
    w.sessions.put(new Session("s1", "ada", PAST));
    w.sessions.put(new Session("s2", "bob", FUTURE));
    assertEquals(
        Map.of("PutItem", 1),
        w.requestsOf(() -> assertTrue(w.sessions.put(new Session("s1", "eve", FUTURE)))));
    assertEquals(new Session("s1", "eve", seconds(FUTURE)), w.sessions.get("s1").orElseThrow());
    assertFalse(w.sessions.put(new Session("s2", "mal", FUTURE)));
    assertEquals("bob", w.sessions.get("s2").orElseThrow().user());
  }

  @Test
  void writesThatNeedTheItemTreatAnExpiredOneAsAbsent() {
    w.sessions.put(new Session("s1", "ada", PAST));
    assertEquals(Optional.empty(), w.sessions.update("s1", SessionFields.user.set("eve")));
    assertFalse(w.sessions.delete("s1"));
    assertEquals("ada", w.raw(SessionKeys.key("s1")).get("user").s(), "nothing written");
    // Extending a live session: an update of the time to live, which reads back as stored.
    w.sessions.put(new Session("s2", "bob", FUTURE));
    Instant later = FUTURE.plus(1, ChronoUnit.DAYS);
    assertEquals(
        Optional.of(new Session("s2", "bob", seconds(later))),
        w.sessions.update("s2", SessionFields.expiresAt.set(later)));
    assertEquals(
        Long.toString(later.getEpochSecond()), w.raw(SessionKeys.key("s2")).get("expiresAt").n());
    assertTrue(w.sessions.delete("s2"));
  }

  @Test
  void queriesAndCollectionsFilterExpiredEdgesOutInTheRequest() {
    w.teams.put(new Team("t1", "Reds", 0, 0));
    w.invitations.put(new Invitation("t1", "p1", "join us", FUTURE));
    w.invitations.put(new Invitation("t1", "p2", "too late", PAST));
    w.invitations.put(new Invitation("t1", "p3", "any time", null));
    Invitation p1 = new Invitation("t1", "p1", "join us", seconds(FUTURE));
    Invitation p3 = new Invitation("t1", "p3", "any time", null);

    assertEquals(
        Map.of("Query", 1),
        w.requestsOf(() -> assertEquals(List.of(p1, p3), w.invitations.forward("t1").all())));
    QueryRequest forward = w.requests.requests(QueryRequest.class).get(0);
    assertTrue(forward.filterExpression().contains("attribute_not_exists("), forward::toString);
    QueryRequest shown = w.invitations.forward("t1").request();
    assertEquals(forward.filterExpression(), shown.filterExpression());
    assertEquals(forward.expressionAttributeNames(), shown.expressionAttributeNames());
    long now = Long.parseLong(forward.expressionAttributeValues().get(":ttlv0").n());
    assertTrue(Math.abs(now - Instant.now().getEpochSecond()) < 60, "now, in epoch seconds");
    assertEquals(2, w.invitations.forward("t1").count());
    assertEquals(
        List.of(p1),
        w.invitations.forward("t1").where(InvitationFields.message.beginsWith("join")).all());

    assertTrue(InvitationKeys.SCHEMA.include().contains("expiresAt"), "projected for the filter");
    assertEquals(List.of(p1), w.invitations.inverse("p1").all());
    assertEquals(List.of(), w.invitations.inverse("p2").all());

    assertEquals(
        Map.of("Query", 1),
        w.requestsOf(
            () -> {
              TeamCollection team = w.teams.collection("t1");
              assertEquals(List.of(p1, p3), team.invitations());
              assertEquals(Optional.of(new Team("t1", "Reds", 1, 0)), team.node());
            }));
    assertEquals(Optional.empty(), w.invitations.get("t1", "p2"));
    assertFalse(w.invitations.exists("t1", "p2"));
    assertEquals(
        List.of(p1),
        w.invitations.getAll(List.of(new EdgeKey<>("t1", "p1"), new EdgeKey<>("t1", "p2"))));
  }
}
