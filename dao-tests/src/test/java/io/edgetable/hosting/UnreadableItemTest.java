package io.edgetable.hosting;

import static io.edgetable.hosting.Hosting.dev;
import static io.edgetable.hosting.Hosting.repo;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.edgetable.exception.UnreadableItemException;
import io.edgetable.it.dao.BookingDao;
import io.edgetable.it.dao.BookingKeys;
import io.edgetable.it.dao.RoomKeys;
import io.edgetable.it.dao.UserKeys;
import java.time.LocalDate;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;

/**
 * A stored value the record type cannot read (written by a console edit, another client, an older
 * record) fails every read that decodes the item with UnreadableItemException naming the item's
 * key, the attribute, the value and the type expected: get, each query, hydrated reads, the
 * collection, the item an update returns, and the async DAOs alike.
 */
class UnreadableItemTest extends OnHostingTable {

  private static final LocalDate DAY = LocalDate.of(2024, 1, 2);
  private static final Map<String, AttributeValue> ADA_ON_ENGINE =
      Map.of(
          "PK",
          AttributeValue.fromS("DEV#ada"),
          "SK",
          AttributeValue.fromS("CONTRIB#REPO#ada/engine"));

  @BeforeEach
  void setUp() {
    h.developers.put(new Developer(dev("ada"), "Ada", 0, 0));
    h.repos.put(new Repo(repo("ada/engine"), "An engine", 0, 0));
    h.contributions.put(new Contributes(dev("ada"), repo("ada/engine"), DAY, Role.MAINTAINER));
  }

  /** SET {@code attribute} = {@code value} on the item of {@code key}, as a console edit would. */
  private void store(Map<String, AttributeValue> key, String attribute, AttributeValue value) {
    h.client.updateItem(
        UpdateItemRequest.builder()
            .tableName(h.table)
            .key(key)
            .updateExpression("SET #a = :v")
            .expressionAttributeNames(Map.of("#a", attribute))
            .expressionAttributeValues(Map.of(":v", value))
            .build());
  }

  private static UnreadableItemException unreadable(Executable read) {
    return assertThrows(UnreadableItemException.class, read);
  }

  private static void assertBoss(UnreadableItemException e) {
    assertEquals("Contributes", e.kind());
    assertEquals(ADA_ON_ENGINE, e.key());
    assertEquals("role", e.attribute());
    assertEquals("BOSS", e.storedValue());
    assertEquals("a constant of Role (MAINTAINER, COMMITTER, REVIEWER)", e.expectedType());
    assertEquals(
        "Cannot read Contributes item (PK=DEV#ada, SK=CONTRIB#REPO#ada/engine): attribute 'role'"
            + " holds \"BOSS\", which is not a constant of Role (MAINTAINER, COMMITTER,"
            + " REVIEWER). Fix the stored value (an update of the attribute, or the console), or"
            + " widen the record type; the integrity doctor lists every such item.",
        e.getMessage());
  }

  @Test
  void anEnumConstantTheEnumLacksIsNamedWithTheItemByEveryRead() {
    store(ADA_ON_ENGINE, "role", AttributeValue.fromS("BOSS"));

    assertBoss(unreadable(() -> h.contributions.get(dev("ada"), repo("ada/engine"))));
    assertBoss(unreadable(() -> h.contributions.forward(dev("ada")).all()));
    assertBoss(unreadable(() -> h.contributions.forward(dev("ada")).stream().count()));
    assertBoss(unreadable(() -> h.contributions.inverse(repo("ada/engine")).all()));
    assertBoss(unreadable(() -> h.contributions.inverseHydrated(repo("ada/engine")).page()));
    assertBoss(unreadable(() -> h.developers.collection(dev("ada"))));
    assertBoss(
        unreadable(
            () ->
                h.contributions.update(
                    dev("ada"), repo("ada/engine"), ContributesFields.since.set(DAY))));
    ExecutionException async =
        assertThrows(
            ExecutionException.class,
            () -> new ContributesAsyncDao(h.asyncClient, h.table).forward(dev("ada")).all().get());
    assertBoss(assertInstanceOf(UnreadableItemException.class, async.getCause()));

    // Counting decodes nothing; fixing the value makes the item readable again.
    assertEquals(1, h.contributions.forward(dev("ada")).count());
    store(ADA_ON_ENGINE, "role", AttributeValue.fromS("COMMITTER"));
    assertEquals(Role.COMMITTER, h.contributions.get(dev("ada"), repo("ada/engine")).get().role());
  }

  @Test
  void aNumberThatDoesNotFitAndAMalformedDateAreNamedToo() {
    Map<String, AttributeValue> ada =
        Map.of("PK", AttributeValue.fromS("DEV#ada"), "SK", AttributeValue.fromS("DEV#ada"));
    store(ada, "followers", AttributeValue.fromN("99999999999999999999"));
    UnreadableItemException number = unreadable(() -> h.developers.get(dev("ada")));
    assertEquals("followers", number.attribute());
    assertEquals("99999999999999999999", number.storedValue());
    assertEquals("a long", number.expectedType());
    assertEquals(ada, number.key());
    assertTrue(number.getMessage().contains("holds 99999999999999999999, which is not a long"));

    store(ADA_ON_ENGINE, "since", AttributeValue.fromS("2024-13-45"));
    UnreadableItemException date =
        unreadable(() -> h.contributions.inverse(repo("ada/engine")).all());
    assertEquals("since", date.attribute());
    assertEquals("2024-13-45", date.storedValue());
    assertEquals("a LocalDate (ISO-8601)", date.expectedType());

    store(ADA_ON_ENGINE, "since", AttributeValue.fromN("20240102"));
    UnreadableItemException type = unreadable(() -> h.contributions.forward(dev("ada")).all());
    assertEquals("S (string)", type.expectedType());
  }

  @Test
  void anIdThatIsNotOfTheIdsTypeNamesTheKey() {
    String table = db.createTable(UserKeys.SCHEMA, RoomKeys.SCHEMA, BookingKeys.SCHEMA);
    Map<String, AttributeValue> item =
        Map.of(
            "PK", AttributeValue.fromS("USER#ann"),
            "SK", AttributeValue.fromS("BOOK#ROOM#twelve"),
            "GSI3PK", AttributeValue.fromS("ROOM#twelve"),
            "GSI3SK", AttributeValue.fromS("BOOK#USER#ann"));
    h.client.putItem(PutItemRequest.builder().tableName(table).item(item).build());
    BookingDao bookings = new BookingDao(h.client, table);

    UnreadableItemException e = unreadable(() -> bookings.forward("ann").all());
    assertEquals("Booking", e.kind());
    assertEquals("SK", e.attribute());
    assertEquals("BOOK#ROOM#twelve", e.storedValue());
    assertEquals("BOOK#ROOM#<an int>", e.expectedType());
  }
}
