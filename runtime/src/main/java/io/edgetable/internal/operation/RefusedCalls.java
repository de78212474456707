package io.edgetable.internal.operation;

/**
 * The exceptions of a generated DAO's refused members: methods whose parameter type has no value
 * ({@code InverseNeedsAnIndex}, {@code InverseHoldsWholeRecords}), so that a call with an id does
 * not compile and the error names the rule. A call that passes {@code null} sends nothing and
 * throws what these build, naming the rule and the call to make instead.
 *
 * <p>Internal API, called only by generated code.
 */
public final class RefusedCalls {
  private RefusedCalls() {}

  /** {@code inverse(never)} of an edge {@code kind} without an inverse index. */
  public static UnsupportedOperationException inverseNeedsAnIndex(String kind, String sourceName) {
    return new UnsupportedOperationException(
        kind
            + " has no inverse index, so its edges can only be read from their source; declare"
            + " inverse = \"GSI1\" on @Edge of "
            + kind
            + " to query them by target, or query forward("
            + sourceName
            + ")");
  }

  /** {@code inverseHydrated(never)} of an edge {@code kind} whose inverse index projects ALL. */
  public static UnsupportedOperationException inverseHoldsWholeRecords(
      String kind, String index, String targetName) {
    return new UnsupportedOperationException(
        kind
            + "'s inverse index "
            + index
            + " projects ALL, so inverse("
            + targetName
            + ") returns whole records already; inverseHydrated is for KEYS_ONLY and INCLUDE"
            + " inverse indexes");
  }
}
