package io.edgetable.expression;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.edgetable.internal.codec.FieldEncoders;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The members that exist only to refuse (their parameter types have no value, so only {@code null}
 * reaches them): each throws, naming the rule and what to use instead.
 */
@SuppressWarnings("deprecation") // calls the refused members on purpose
class RefusedMembersTest {
  private static final class Item {}

  private enum Tier {
    BASIC
  }

  private static final CounterField<Item, Long> LOANS =
      new CounterField<>("loans", FieldEncoders.LONG);
  private static final VersionField<Item, Long> VERSION =
      new VersionField<>("version", FieldEncoders.LONG);
  private static final EnumField<Item, Tier> TIER =
      new EnumField<>("tier", t -> AttributeValue.fromS(t.name()));

  private static void refuses(Executable call, String... texts) {
    String message = assertThrows(UnsupportedOperationException.class, call).getMessage();
    for (String text : texts) {
      assertTrue(message.contains(text), message);
    }
  }

  @Test
  void aCounterMovesOnlyWithItsEdges() {
    refuses(() -> LOANS.add(null), "add on 'loans'", "put or delete an edge");
    refuses(() -> LOANS.set(null), "set on 'loans'", "put or delete an edge");
  }

  @Test
  void aVersionMovesWithEachWrite() {
    refuses(() -> VERSION.set(null), "set on 'version'", "guard an update with eq(n)");
    refuses(() -> VERSION.add(null), "add on 'version'", "guard an update with eq(n)");
  }

  @Test
  void enumNamesAreNotOrdered() {
    refuses(() -> TIER.lt(null), "lt on 'tier'", "use in(..)");
    refuses(() -> TIER.between(null, null), "between on 'tier'", "use in(..)");
  }

  @Test
  void anEnumFieldStillComparesForEquality() {
    assertTrue(TIER.eq(Tier.BASIC) != null && TIER.set(Tier.BASIC) != null);
  }
}
