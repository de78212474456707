package io.edgetable.expression;

import java.util.function.Function;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A {@code @Version}: comparisons, and no update action, as {@link VersionMovesWithEachWrite}
 * explains. Its {@code set} and {@code add} exist only to say so: they take that type, which has
 * no value, so a call with a number does not compile and names the rule.
 */
public final class VersionField<R, V> extends ComparableField<R, V> {
  private static final String WHY =
      "each versioned write adds 1 to the version; guard an update with eq(n)";

  /** The field stored under attribute {@code name}, its values encoded by {@code encoder}. */
  public VersionField(String name, Function<? super V, AttributeValue> encoder) {
    super(name, encoder);
  }

  /**
   * Always throws: each versioned write moves the version.
   *
   * @deprecated each versioned write adds 1 to the version; guard an update with {@code eq(n)}
   * @throws UnsupportedOperationException always
   */
  @Deprecated
  public Update<R> set(VersionMovesWithEachWrite never) {
    throw refused("set", WHY);
  }

  /**
   * Always throws: each versioned write moves the version.
   *
   * @deprecated each versioned write adds 1 to the version; guard an update with {@code eq(n)}
   * @throws UnsupportedOperationException always
   */
  @Deprecated
  public Update<R> add(VersionMovesWithEachWrite never) {
    throw refused("add", WHY);
  }
}
