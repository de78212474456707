package io.edgetable.internal.query;

import io.edgetable.exception.UnprojectedComponentException;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;

/**
 * What an inverse index holds of each item besides its keys, as a generated DAO passes it to {@link
 * RecordTable#queryIndex}: everything ({@link #ALL}), or with projection {@code INCLUDE} the
 * components {@code include}, so that the components {@code absent} are missing from every item the
 * index returns. A query uses it to refuse, before sending, a filter on an attribute the index does
 * not hold (it would compare an absent attribute), and to explain a record that cannot be built
 * without its absent components.
 *
 * <p>Internal API, for generated code.
 *
 * @param all whether the index holds every attribute
 * @param include the components the index holds besides the keys (empty for {@link #ALL})
 * @param absent the record's components the index does not hold (empty for {@link #ALL})
 */
public record IndexProjection(boolean all, List<String> include, List<String> absent) {
  /** An index (or the base table) that holds every attribute. */
  public static final IndexProjection ALL = new IndexProjection(true, List.of(), List.of());

  public IndexProjection {
    include = List.copyOf(include);
    absent = List.copyOf(absent);
    if (all && !(include.isEmpty() && absent.isEmpty())) {
      throw new IllegalArgumentException("An index projecting ALL has no include list");
    }
  }

  /** Projection {@code INCLUDE}: the index holds {@code include}; the record's {@code absent}. */
  public static IndexProjection include(List<String> include, List<String> absent) {
    Objects.requireNonNull(include, "include");
    if (include.isEmpty()) {
      throw new IllegalArgumentException("Projection INCLUDE needs the attributes it includes");
    }
    return new IndexProjection(false, include, absent);
  }

  /**
   * Projection {@code KEYS_ONLY}: the index holds nothing but keys; {@code absent} are the record's
   * other components (read from the base table by a hydrated query).
   */
  public static IndexProjection keysOnly(List<String> absent) {
    return new IndexProjection(false, List.of(), absent);
  }

  /** {@code INCLUDE [stars]}, {@code KEYS_ONLY}, or {@code ALL}. */
  String describe() {
    return all ? "ALL" : include.isEmpty() ? "KEYS_ONLY" : "INCLUDE " + include;
  }

  /**
   * Throws {@link IllegalArgumentException} if {@code filter} names an attribute that index {@code
   * index} does not hold: neither one of its items' {@code keyAttributes} nor included.
   */
  public void checkFilter(String index, List<String> keyAttributes, QueryFilter filter) {
    if (all) {
      return;
    }
    Set<String> missing = new LinkedHashSet<>(filter.names().values());
    missing.removeAll(keyAttributes);
    missing.removeAll(include);
    if (missing.isEmpty()) {
      return;
    }
    String names = String.join(", ", missing);
    boolean one = missing.size() == 1;
    throw new IllegalArgumentException(
        "where() names "
            + names
            + ", which index "
            + index
            + " does not hold: it projects "
            + describe()
            + " besides the keys "
            + keyAttributes
            + ", so a filter on "
            + (one ? "it" : "them")
            + " would test an absent attribute (and return nothing, or everything). Add "
            + names
            + " to the @Edge's include list (and to the table's index "
            + index
            + "), or filter a forward query, which reads the base table; nothing was sent");
  }

  /**
   * Whether a record built from this index's items may fail for lack of its absent components (only
   * then does a query wrap the marshaller's exceptions in {@link #unreadable}).
   */
  public boolean lacksComponents() {
    return !absent.isEmpty();
  }

  /**
   * The error for a {@code kind} record that its marshaller could not build from an item of index
   * {@code index}: {@code cause}, typically a compact constructor that rejects {@code null} for a
   * component the index does not hold ({@code List.copyOf(notes)}).
   */
  public UnprojectedComponentException unreadable(
      String kind, String index, RuntimeException cause) {
    String names = String.join(", ", absent);
    String first = absent.get(0);
    return new UnprojectedComponentException(
        kind
            + " could not be built from an item of index "
            + index
            + ": "
            + cause
            + ". The index projects "
            + describe()
            + " besides the keys, so its items lack "
            + names
            + ", which "
            + kind
            + "'s constructor receives as null. If the constructor rejects that,"
            + " let it accept null for "
            + names
            + " (for a list: "
            + first
            + " == null ? List.of() : List.copyOf("
            + first
            + ")), add "
            + names
            + " to include of its @Edge (and to the table's index "
            + index
            + "), or read whole items with forward or get",
        cause);
  }
}
