package io.edgetable.it.names;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.edgetable.it.names.Acme.types.Level;
import io.edgetable.it.names.ids.AccountId;
import io.edgetable.test.LocalDynamoDb;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Records named by types in varied packages (an upper-case package segment, a lower-case nested
 * enum, a nested record, a typed id from another package, enum ids) compile under {@code
 * -Xlint:all -Werror} and round-trip, in memory and through moto.
 */
class NamesRoundTripTest {
  @RegisterExtension static LocalDynamoDb db = LocalDynamoDb.create();

  private static final Registry.Address HOME =
      new Registry.Address("Main St 1", Registry.status.active, Level.SILVER);

  private static final Account ACCOUNT =
      new Account(
          new AccountId("a#1"),
          Level.GOLD,
          Registry.status.retired,
          HOME,
          List.of(Level.BRONZE, Level.GOLD),
          Map.of("billing", Registry.status.active));

  private static final Tier GOLD = new Tier(Level.GOLD, "Gold", 0);

  private static final Membership MEMBERSHIP =
      new Membership(new AccountId("a#1"), Level.GOLD, Registry.status.active, HOME);

  private static final Registry.Entry ENTRY =
      new Registry.Entry(Registry.status.retired, Level.BRONZE, HOME);

  @Test
  void marshallersRoundTripAndWriteTheKeysOfTheLayout() {
    Map<String, AttributeValue> account = AccountMarshaller.INSTANCE.toItem(ACCOUNT);
    assertEquals("ACCT#a%231", account.get("PK").s());
    assertEquals("GOLD", account.get("level").s());
    assertEquals("retired", account.get("state").s());
    assertEquals("active", account.get("address").m().get("state").s());
    assertEquals(ACCOUNT, AccountMarshaller.INSTANCE.fromItem(account));

    Map<String, AttributeValue> tier = TierMarshaller.INSTANCE.toItem(GOLD);
    assertEquals("TIER#GOLD", tier.get("PK").s());
    assertEquals(GOLD, TierMarshaller.INSTANCE.fromItem(tier));

    Map<String, AttributeValue> membership = MembershipMarshaller.INSTANCE.toItem(MEMBERSHIP);
    assertEquals("ACCT#a%231", membership.get("PK").s());
    assertEquals("MEMBER#TIER#GOLD", membership.get("SK").s());
    assertEquals("TIER#GOLD", membership.get("GSI1PK").s());
    assertEquals(MEMBERSHIP, MembershipMarshaller.INSTANCE.fromItem(membership));

    Map<String, AttributeValue> entry = Registry_EntryMarshaller.INSTANCE.toItem(ENTRY);
    assertEquals("REG#retired", entry.get("PK").s());
    assertEquals(ENTRY, Registry_EntryMarshaller.INSTANCE.fromItem(entry));
  }

  @Test
  void everyRecordRoundTripsThroughTheServer() {
    DynamoDbClient client = db.client();
    String table =
        db.createTable(
            AccountKeys.SCHEMA, TierKeys.SCHEMA, MembershipKeys.SCHEMA, Registry_EntryKeys.SCHEMA);
    AccountDao accounts = new AccountDao(client, table);
    TierDao tiers = new TierDao(client, table);
    MembershipDao memberships = new MembershipDao(client, table);
    Registry_EntryDao entries = new Registry_EntryDao(client, table);

    assertTrue(accounts.put(ACCOUNT));
    assertTrue(tiers.put(GOLD));
    assertTrue(entries.put(ENTRY));
    assertTrue(memberships.put(MEMBERSHIP));

    assertEquals(Optional.of(ACCOUNT), accounts.get(new AccountId("a#1")));
    assertEquals(Optional.of(new Tier(Level.GOLD, "Gold", 1)), tiers.get(Level.GOLD));
    assertEquals(Optional.of(ENTRY), entries.get(Registry.status.retired));
    assertEquals(Optional.of(MEMBERSHIP), memberships.get(new AccountId("a#1"), Level.GOLD));
    assertEquals(List.of(MEMBERSHIP), memberships.forward(new AccountId("a#1")).all());
    assertEquals(List.of(MEMBERSHIP), memberships.inverse(Level.GOLD).all());
    assertEquals(List.of(MEMBERSHIP), accounts.collection(new AccountId("a#1")).memberships());
  }
}
