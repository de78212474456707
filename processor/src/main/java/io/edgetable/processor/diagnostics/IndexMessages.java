package io.edgetable.processor.diagnostics;

import static io.edgetable.processor.diagnostics.Messages.about;
import static io.edgetable.processor.diagnostics.Messages.attributeNumber;
import static io.edgetable.processor.diagnostics.Messages.component;
import static io.edgetable.processor.diagnostics.Messages.didYouMean;
import static io.edgetable.processor.diagnostics.Messages.sanitize;
import static io.edgetable.processor.diagnostics.Messages.simple;

import io.edgetable.processor.diagnostics.Messages.Code;
import java.util.Collection;
import java.util.List;
import java.util.Optional;

/**
 * The messages about an edge's inverse index: its name, shards, projection and sort component
 * ({@code inverseSortBy}). Their codes are
 * listed in {@link Messages.Code}.
 */
public final class IndexMessages {

  private IndexMessages() {}

  /** Legal DynamoDB index names. */
  public static final String INDEX_NAME_PATTERN = "[a-zA-Z0-9_.-]{3,255}";

  public static String badIndexName(String type, String value) {
    return about(Code.EdgeBadIndexName, type)
        + ": inverse index name \""
        + value
        + "\" is not a legal DynamoDB index name"
        + " (3 to 255 characters of [a-zA-Z0-9_.-]); use for example \""
        + indexSuggestion(value)
        + "\"";
  }

  public static String badShardCount(String edge, int shards) {
    return CounterMessages.badCounterShards(edge, "inverseShards", shards);
  }

  public static String shardsWithoutIndex(String edge, int shards) {
    return attributeNumber(Code.EdgeShardsWithoutIndex, edge, "inverseShards", shards)
        + "; inverseShards splits the inverse index partitions, so it needs an inverse index;"
        + " set inverse = \"GSI1\" or remove inverseShards";
  }

  public static String includeUnknown(String edge, String name, Collection<String> candidates) {
    return about(Code.EdgeIncludeUnknown, edge)
        + ": include names \""
        + name
        + "\", which is not a component of "
        + simple(edge)
        + "; name attribute components only"
        + didYouMean(name, candidates);
  }

  public static String includeWithoutProjection(String edge) {
    return about(Code.EdgeBadInclude, edge)
        + ": include is only used with inverseProjection = Projection.INCLUDE on an inverse"
        + " index; set both, or remove include";
  }

  public static String emptyInclude(String edge) {
    return about(Code.EdgeEmptyInclude, edge)
        + ": Projection.INCLUDE needs the components to project; list them in include = {...}"
        + " or use Projection.KEYS_ONLY";
  }

  public static String includeId(String edge, String component) {
    return about(Code.EdgeIncludeId, edge)
        + ": include names the id component \""
        + component
        + "\", which lives in the keys and is always projected; remove it from include";
  }

  public static String unprojectedPrimitive(
      String edge, String component, String type, String index) {
    return component(Code.EdgeUnprojectedPrimitive, edge, component)
        + " ("
        + type
        + ") is not projected into index "
        + index
        + ", so inverse queries could not rebuild the record (a primitive cannot be null);"
        + " add \""
        + component
        + "\" to include, use Projection.ALL, or make it a boxed type";
  }

  /** {@code include} lists the projected components when the projection is {@code INCLUDE}. */
  public static String indexProjectionConflict(
      String edge,
      String index,
      String projection,
      List<String> include,
      String other,
      String otherProjection,
      List<String> otherInclude) {
    return about(Code.EdgeIndexProjectionConflict, edge)
        + " gives index "
        + index
        + " projection "
        + projection(projection, include)
        + ", but "
        + other
        + " gives it "
        + projection(otherProjection, otherInclude)
        + "; one index has one projection: use the same"
        + " inverseProjection/include on both, or a different inverse index name";
  }

  /**
   * Two edges give index {@code index} different sort keys: {@code sortBy} (empty: its label sort
   * key alone) and {@code other}'s {@code otherSortBy}.
   */
  public static String indexSortConflict(
      String edge,
      String index,
      Optional<String> sortBy,
      String other,
      Optional<String> otherSortBy) {
    return about(Code.EdgeIndexSortConflict, edge)
        + " sorts index "
        + index
        + " "
        + sortKey(index, sortBy)
        + ", but "
        + other
        + " sorts it "
        + sortKey(index, otherSortBy)
        + "; one index has one key schema: give both the same inverseSortBy (or none), or give"
        + " this edge an inverse index of its own";
  }

  private static String sortKey(String index, Optional<String> sortBy) {
    return sortBy
        .map(a -> "by " + a + ", then " + index + "SK (inverseSortBy = \"" + a + "\")")
        .orElse("by " + index + "SK alone (no inverseSortBy)");
  }

  private static String projection(String projection, List<String> include) {
    return projection.equals("INCLUDE") ? "INCLUDE " + include : projection;
  }

  private static String indexSuggestion(String value) {
    String name = sanitize(value, "GSI1");
    if (name.length() < 3) {
      name = "GSI" + name;
    }
    return name.length() > 255 ? name.substring(0, 255) : name;
  }

  /** {@code inverseSortBy} names no component of the edge, or one of its ids. */
  public static String sortByUnknown(String edge, String sortBy, Collection<String> attributes) {
    return about(Code.EdgeSortByUnknown, edge)
        + ": inverseSortBy \""
        + sortBy
        + "\" is not one of its components stored as an attribute (ids live in the keys"
        + " already); name one of them"
        + didYouMean(sortBy, attributes);
  }

  /** {@code inverseSortBy} without an inverse index to sort. */
  public static String sortByWithoutIndex(String edge, String sortBy) {
    return about(Code.EdgeSortByUnknown, edge)
        + ": inverseSortBy \""
        + sortBy
        + "\" orders the inverse index, but the edge has none; set inverse = \"GSI1\" (or"
        + " another index name), or remove inverseSortBy";
  }

  /** The sort component is stored as something other than a string, number or binary. */
  public static String sortByType(String edge, String sortBy, String type, String stored) {
    return about(Code.EdgeSortByType, edge)
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
    return about(Code.EdgeIndexKeyTypeConflict, edge)
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
