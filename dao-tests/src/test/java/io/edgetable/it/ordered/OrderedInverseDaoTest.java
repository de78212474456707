package io.edgetable.it.ordered;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.edgetable.EdgeKey;
import io.edgetable.exception.InvalidKeyException;
import io.edgetable.expression.Removable;
import io.edgetable.internal.RequestCounter;
import io.edgetable.query.KeyRange;
import io.edgetable.schema.TableDefinition;
import io.edgetable.test.LocalDynamoDb;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;

/**
 * The generated DAOs of ordered inverses: a club's members by the day they joined (KEYS_ONLY, 4
 * shards, hydrated) and a member's fans by score (INCLUDE, a number), with ranges as key
 * conditions, and the sort component never null on a write.
 */
class OrderedInverseDaoTest {
  @RegisterExtension static LocalDynamoDb db = LocalDynamoDb.create();

  private static final LocalDate DAY = LocalDate.of(2026, 9, 1);

  private final RequestCounter requests = new RequestCounter();
  private DynamoDbClient client;
  private String table;
  private MembershipDao memberships;
  private FanDao fans;

  @BeforeEach
  void createTable() {
    client = db.client(requests);
    table = "ordered" + UUID.randomUUID().toString().substring(0, 8);
    TableDefinition.of(
            MemberKeys.SCHEMA,
            ClubKeys.SCHEMA,
            MembershipKeys.SCHEMA,
            FanKeys.SCHEMA,
            VisitKeys.SCHEMA)
        .createIfMissing(client, table);
    memberships = new MembershipDao(client, table);
    fans = new FanDao(client, table);
  }

  @AfterEach
  void closeClient() {
    client.close();
  }

  private List<Membership> joinTheClub(int members) {
    List<Membership> all = new ArrayList<>();
    for (int i = 0; i < members; i++) {
      // Days out of id order, several members a day.
      all.add(new Membership("m" + i, "chess", DAY.plusDays((i * 7L) % 11), "role" + i));
    }
    memberships.putAll(all);
    all.sort(Comparator.comparing(Membership::joinedOn).thenComparing(Membership::memberId));
    return all;
  }

  @Test
  void theInverseComesInJoinOrderAndHydratedWithWholeRecords() {
    List<Membership> expected = joinTheClub(30);
    List<String> keys =
        memberships.inverse("chess").all().stream().map(EdgeKey::source).toList();
    assertEquals(expected.stream().map(Membership::memberId).toList(), keys);

    requests.reset();
    List<Membership> hydrated = memberships.inverseHydrated("chess").all();
    assertEquals(expected, hydrated, "whole records, in the index's order");
    assertEquals(1, requests.count("BatchGetItem"), requests.byOperation().toString());

    List<Membership> newestFirst = memberships.inverseHydrated("chess").descending().all();
    List<Membership> reversed = new ArrayList<>(expected);
    Collections.reverse(reversed);
    assertEquals(reversed, newestFirst);
  }

  @Test
  void anotherEdgeKindOnTheSameIndexIsFilteredOutByItsLabel() {
    List<Membership> expected = joinTheClub(10);
    VisitDao visits = new VisitDao(client, table);
    for (int i = 0; i < 10; i++) {
      visits.put(new Visit("v" + i, "chess", DAY.plusDays(i)));
    }
    requests.reset();
    assertEquals(expected, memberships.inverseHydrated("chess").all());
    for (QueryRequest query : requests.queries()) {
      assertEquals("begins_with(#sk, :prefix)", query.filterExpression());
      assertEquals(
          "JOIN#MBR#", query.expressionAttributeValues().get(":prefix").s(), "the label prefix");
    }
    assertEquals(10, visits.inverse("chess").count());
    assertEquals(10, memberships.inverse("chess").count());
  }

  @Test
  void aRangeIsTheKeyConditionOfEveryQuery() {
    List<Membership> expected = joinTheClub(30);
    KeyRange<LocalDate> week = KeyRange.between(DAY.plusDays(2), DAY.plusDays(6));
    requests.reset();
    List<Membership> inWeek = memberships.inverseHydrated("chess", week).all();
    assertEquals(
        expected.stream()
            .filter(m -> !m.joinedOn().isBefore(DAY.plusDays(2)))
            .filter(m -> !m.joinedOn().isAfter(DAY.plusDays(6)))
            .toList(),
        inWeek);
    for (QueryRequest query : requests.queries()) {
      assertEquals("#pk = :pk AND #ok BETWEEN :low AND :high", query.keyConditionExpression());
      // Visit shares GSI2: the label is the only filter, the range is not one.
      assertEquals("begins_with(#sk, :prefix)", query.filterExpression());
    }
    List<String> after =
        memberships.inverse("chess", KeyRange.greaterThan(DAY.plusDays(8))).all().stream()
            .map(EdgeKey::source)
            .toList();
    assertEquals(
        expected.stream()
            .filter(m -> m.joinedOn().isAfter(DAY.plusDays(8)))
            .map(Membership::memberId)
            .toList(),
        after);
  }

  @Test
  void theSortComponentIsNeverNullOnAWrite() {
    requests.reset();
    assertThrows(
        InvalidKeyException.class, () -> memberships.put(new Membership("m1", "chess", null, "x")));
    assertThrows(
        InvalidKeyException.class,
        () -> memberships.putAll(List.of(new Membership("m1", "chess", null, "x"))));
    assertThrows(
        InvalidKeyException.class,
        () -> memberships.replace(new Membership("m1", "chess", null, "x")));
    assertThrows(InvalidKeyException.class, () -> MembershipFields.joinedOn.set(null));
    assertFalse(Removable.class.isInstance(MembershipFields.joinedOn), "no remove()");
    assertEquals(0, requests.total(), "nothing is sent");
  }

  @Test
  void anUpdateOfTheSortComponentReordersTheIndex() {
    joinTheClub(5);
    memberships.update("m0", "chess", MembershipFields.joinedOn.set(DAY.plusDays(30)));
    List<String> order =
        memberships.inverse("chess").all().stream().map(EdgeKey::source).toList();
    assertEquals("m0", order.get(order.size() - 1));
  }

  @Test
  void numbersSortAsNumbersOnAnIncludeIndex() {
    for (long score : new long[] {10, 9, 100, 2}) {
      fans.put(new Fan("f" + score, "star", score, "note" + score, "secret"));
    }
    List<Long> scores = fans.inverse("star").all().stream().map(Fan::score).toList();
    assertEquals(List.of(2L, 9L, 10L, 100L), scores);
    assertNull(fans.inverse("star").all().get(0).secret(), "not projected");
    List<Fan> top = fans.inverseHydrated("star", KeyRange.atLeast(10L)).descending().all();
    assertEquals(List.of(100L, 10L), top.stream().map(Fan::score).toList());
    assertEquals("secret", top.get(0).secret(), "hydrated from the table");
  }

  @Test
  void theAsyncDaoHasTheSameQueries() {
    List<Membership> expected = joinTheClub(12);
    try (DynamoDbAsyncClient async = db.asyncClient()) {
      MembershipAsyncDao dao = new MembershipAsyncDao(async, table);
      assertEquals(expected, dao.inverseHydrated("chess").all().join());
      assertTrue(
          dao.inverseHydrated("chess", KeyRange.equalTo(DAY)).all().join().stream()
              .allMatch(m -> m.joinedOn().equals(DAY)));
    }
  }
}
