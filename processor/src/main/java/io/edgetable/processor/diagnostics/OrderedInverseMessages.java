package io.edgetable.processor.diagnostics;

import io.edgetable.processor.diagnostics.Messages.Code;
import java.util.Collection;

/**
 * The messages about an ordered inverse ({@code @Edge(inverseSortBy = "...")}): its component, its
 * type, and the type every record compiled with it stores that attribute as.
 */
public final class OrderedInverseMessages {
  private OrderedInverseMessages() {}

  /** {@code inverseSortBy} names no component of the edge, or one of its ids. */
  public static String sortByUnknown(String edge, String sortBy, Collection<String> attributes) {
    return Code.EdgeSortByUnknown.tag()
        + edge
        + ": inverseSortBy \""
        + sortBy
        + "\" is not one of its components stored as an attribute (ids live in the keys"
        + " already); name one of them"
        + Messages.didYouMean(sortBy, attributes);
  }

  /** {@code inverseSortBy} without an inverse index to sort. */
  public static String sortByWithoutIndex(String edge, String sortBy) {
    return Code.EdgeSortByUnknown.tag()
        + edge
        + ": inverseSortBy \""
        + sortBy
        + "\" orders the inverse index, but the edge has none; set inverse = \"GSI1\" (or"
        + " another index name), or remove inverseSortBy";
  }

  /** The sort component is stored as something other than a string, number or binary. */
  public static String sortByType(String edge, String sortBy, String type, String stored) {
    return Code.EdgeSortByType.tag()
        + edge
        + ": inverseSortBy \""
        + sortBy
        + "\" ("
        + type
        + ") is stored as "
        + stored
        + ", but an index key is a string (S), a number (N) or binary (B); sort by a string,"
        + " number, Instant, LocalDate, enum or typed-id component";
  }

  /**
   * {@code other} stores attribute {@code attribute} as {@code otherType}, while it keys index
   * {@code index} as {@code type}: a table has one type per key attribute.
   */
  public static String indexKeyTypeConflict(
      String edge,
      String attribute,
      String index,
      String type,
      String other,
      String otherType) {
    return Code.EdgeIndexKeyTypeConflict.tag()
        + edge
        + ": inverseSortBy \""
        + attribute
        + "\" keys index "
        + index
        + " as "
        + type
        + ", but "
        + other
        + " stores an attribute "
        + attribute
        + " as "
        + otherType
        + " in the same table, and DynamoDB keeps out of the index (or refuses) an item whose key"
        + " attribute has another type; rename one of the components";
  }
}
