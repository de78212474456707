package io.edgetable.schema;

import io.edgetable.Projection;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * What one generated record kind needs of the table, and what it stores there. Generated as {@code
 * FooKeys.SCHEMA}; passed to {@link TableDefinition}, which creates the table from it and writes it
 * for other tools.
 *
 * <ul>
 *   <li>{@code recordName}: the record's name within its package ({@code Outer.Inner} for a
 *       nested record);
 *   <li>for an edge with an inverse query: the index ({@code inverseIndex}, key attributes
 *       {@code index + "PK"} / {@code index + "SK"}), its {@code projection} and {@code include}
 *       list, and its shard count;
 *   <li>{@code keyPatterns}: how each key attribute is built, by attribute name, e.g. {@code PK}
 *       → {@code STU#{studentId}}, {@code GSI1PK} → {@code CRS#{courseId}} (empty when not
 *       known: the exports then show the attribute names);
 *   <li>{@code attributes}: every attribute besides the keys, in component order, with its
 *       DynamoDB type ({@code S}, {@code N}, {@code B}, {@code BOOL}, {@code L}, {@code M},
 *       {@code SS}, {@code NS}, {@code BS});
 *   <li>{@code ttlAttribute}: the attribute DynamoDB's time to live reads, if any;
 *   <li>{@code ends}: for an edge, the record names of its source and target nodes;
 *   <li>{@code counters}: a node's counters ({@link Side#NODE}) with their counter items, or the
 *       counters an edge moves on its source and target nodes;
 *   <li>{@code versionAttribute}: the {@code @Version} attribute, if any;
 *   <li>{@code inverseSortBy}: the attribute the inverse index sorts by, if any: its sort key is
 *       then that attribute (typed) followed by {@code index + "SK"};
 *   <li>{@code formats}: for the attributes whose component reads only some values of their
 *       DynamoDB type (numbers within a range, dates, UUIDs, enum constants), which ones ({@link
 *       ValueFormat}).
 * </ul>
 *
 * <p>Ends, counters and the version are what the integrity doctor needs to recount counters and
 * find dangling edges, formats what it needs to find values the record cannot read; a schema
 * built without them is still recognised, but not checked for those.
 *
 * <p>Built with the factories and {@code with...} methods, e.g.
 *
 * <pre>{@code
 * EdgeSchema.edge("Enrollment", "GSI1", Projection.ALL, List.of(), 1)
 *     .withKeys("STU#{studentId}", "ENROLL#CRS#{courseId}")
 *     .withInverseKeys("CRS#{courseId}", "ENROLL#STU#{studentId}")
 *     .withAttribute("grade", AttributeValue.Type.S)
 *     .withAttribute("enrolledOn", ValueFormat.LOCAL_DATE)
 * }</pre>
 */
public record EdgeSchema(
    String recordName,
    Optional<String> inverseIndex,
    Projection projection,
    List<String> include,
    int inverseShards,
    Map<String, String> keyPatterns,
    Map<String, AttributeValue.Type> attributes,
    Optional<String> ttlAttribute,
    Optional<Ends> ends,
    List<CounterSpec> counters,
    Optional<String> versionAttribute,
    Optional<String> inverseSortBy,
    Map<String, ValueFormat> formats) {

  /** An edge's two ends: the record names ({@link #recordName()}) of its node kinds. */
  public record Ends(String source, String target) {
    public Ends {
      Objects.requireNonNull(source, "source");
      Objects.requireNonNull(target, "target");
    }
  }

  /** Where a counter lives, seen from the schema that declares it. */
  public enum Side {
    /** On this node (a node's own counter). */
    NODE,
    /** On the edge's source node. */
    SOURCE,
    /** On the edge's target node. */
    TARGET
  }

  /**
   * A counter: {@code attribute} on the node ({@code side}), kept on the node item alone
   * ({@code shards = 1}) or on that many counter items beside it.
   */
  public record CounterSpec(Side side, String attribute, int shards) {
    public CounterSpec {
      Objects.requireNonNull(side, "side");
      if (attribute == null || attribute.isEmpty()) {
        throw new IllegalArgumentException("a counter's attribute must be named");
      }
      if (shards < 1 || shards > 256) {
        throw new IllegalArgumentException(
            attribute + ": a counter has 1 to 256 counter items, not " + shards);
      }
    }
  }

  /** Checks the key patterns, the attributes and the time to live; copies the lists. */
  public EdgeSchema {
    if (recordName == null || recordName.isEmpty()) {
      throw new IllegalArgumentException("recordName must not be null or empty");
    }
    Objects.requireNonNull(inverseIndex, "inverseIndex");
    Objects.requireNonNull(projection, "projection");
    include = List.copyOf(include);
    if (inverseShards < 1) {
      throw new IllegalArgumentException(
          recordName + ": inverseShards must be at least 1, was " + inverseShards);
    }
    if (inverseIndex.isEmpty() && inverseShards != 1) {
      throw new IllegalArgumentException(recordName + ": inverseShards needs an inverse index");
    }
    if (projection == Projection.INCLUDE && include.isEmpty()) {
      throw new IllegalArgumentException(
          recordName + ": projection INCLUDE needs the attributes to include");
    }
    if (projection != Projection.INCLUDE && !include.isEmpty()) {
      throw new IllegalArgumentException(
          recordName + ": include " + include + " needs projection INCLUDE, not " + projection);
    }
    keyPatterns = ordered(keyPatterns);
    attributes = ordered(attributes);
    Objects.requireNonNull(ttlAttribute, "ttlAttribute");
    checkKeyPatterns(recordName, inverseIndex, keyPatterns);
    checkAttributes(recordName, inverseIndex, attributes);
    checkTtl(recordName, attributes, ttlAttribute);
    Objects.requireNonNull(ends, "ends");
    counters = List.copyOf(counters);
    Objects.requireNonNull(versionAttribute, "versionAttribute");
    checkCounters(recordName, ends, counters);
    Objects.requireNonNull(inverseSortBy, "inverseSortBy");
    checkSortBy(recordName, inverseIndex, attributes, inverseSortBy);
    formats = ordered(formats);
    checkFormats(recordName, attributes, formats);
  }

  /** The schema without value formats (as the fourth release's first builds generated it). */
  public EdgeSchema(
      String recordName, Optional<String> inverseIndex, Projection projection, List<String> include,
      int inverseShards, Map<String, String> keyPatterns,
      Map<String, AttributeValue.Type> attributes, Optional<String> ttlAttribute,
      Optional<Ends> ends, List<CounterSpec> counters, Optional<String> versionAttribute,
      Optional<String> inverseSortBy) {
    this(recordName, inverseIndex, projection, include, inverseShards, keyPatterns, attributes,
        ttlAttribute, ends, counters, versionAttribute, inverseSortBy, Map.of());
  }

  /** The schema without an ordered inverse (as the doctor's release generated it). */
  public EdgeSchema(
      String recordName, Optional<String> inverseIndex, Projection projection, List<String> include,
      int inverseShards, Map<String, String> keyPatterns,
      Map<String, AttributeValue.Type> attributes, Optional<String> ttlAttribute,
      Optional<Ends> ends, List<CounterSpec> counters, Optional<String> versionAttribute) {
    this(recordName, inverseIndex, projection, include, inverseShards, keyPatterns, attributes,
        ttlAttribute, ends, counters, versionAttribute, Optional.empty());
  }

  /** The schema without ends, counters or version (as the second release generated it). */
  public EdgeSchema(
      String recordName, Optional<String> inverseIndex, Projection projection, List<String> include,
      int inverseShards, Map<String, String> keyPatterns,
      Map<String, AttributeValue.Type> attributes, Optional<String> ttlAttribute) {
    this(recordName, inverseIndex, projection, include, inverseShards, keyPatterns, attributes,
        ttlAttribute, Optional.empty(), List.of(), Optional.empty(), Optional.empty());
  }

  /** The schema without key patterns, attributes or TTL (as the first release generated it). */
  public EdgeSchema(
      String recordName,
      Optional<String> inverseIndex,
      Projection projection,
      List<String> include,
      int inverseShards) {
    this(
        recordName,
        inverseIndex,
        projection,
        include,
        inverseShards,
        Map.of(),
        Map.of(),
        Optional.empty());
  }

  /** A node: base table keys only. */
  public static EdgeSchema node(String recordName) {
    return new EdgeSchema(recordName, Optional.empty(), Projection.ALL, List.of(), 1);
  }

  /** An edge without an inverse index. */
  public static EdgeSchema edge(String recordName) {
    return node(recordName);
  }

  /** An edge with an inverse index. */
  public static EdgeSchema edge(
      String recordName,
      String inverseIndex,
      Projection projection,
      List<String> include,
      int inverseShards) {
    return new EdgeSchema(
        recordName, Optional.of(inverseIndex), projection, include, inverseShards);
  }

  /** This schema with the patterns of {@code PK} and {@code SK}, e.g. {@code "STU#{studentId}"}. */
  public EdgeSchema withKeys(String partitionKey, String sortKey) {
    Map<String, String> patterns = new LinkedHashMap<>();
    patterns.put("PK", partitionKey);
    patterns.put("SK", sortKey);
    patterns.putAll(keyPatterns);
    patterns.put("PK", partitionKey);
    patterns.put("SK", sortKey);
    return withKeyPatterns(patterns);
  }

  /** This schema with the patterns of the inverse index's keys ({@code GSI1PK}, {@code GSI1SK}). */
  public EdgeSchema withInverseKeys(String partitionKey, String sortKey) {
    String index =
        inverseIndex.orElseThrow(
            () ->
                new IllegalArgumentException(recordName + ": inverse keys need an inverse index"));
    Map<String, String> patterns = new LinkedHashMap<>(keyPatterns);
    patterns.put(index + "PK", partitionKey);
    patterns.put(index + "SK", sortKey);
    return withKeyPatterns(patterns);
  }

  /** This schema with one more attribute (a component stored besides the keys) of {@code type}. */
  public EdgeSchema withAttribute(String name, AttributeValue.Type type) {
    Map<String, AttributeValue.Type> more = new LinkedHashMap<>(attributes);
    if (more.put(name, type) != null) {
      throw new IllegalArgumentException(recordName + ": attribute " + name + " is declared twice");
    }
    return new EdgeSchema(
        recordName, inverseIndex, projection, include, inverseShards, keyPatterns, more,
        ttlAttribute, ends, counters, versionAttribute, inverseSortBy, formats);
  }

  /**
   * This schema with one more attribute, stored as {@code format}'s type, whose component reads
   * only the values {@code format} describes (numbers within its Java type's range, dates, UUIDs,
   * enum constants): the integrity doctor reports any other stored value.
   */
  public EdgeSchema withAttribute(String name, ValueFormat format) {
    EdgeSchema typed = withAttribute(name, format.type());
    Map<String, ValueFormat> more = new LinkedHashMap<>(formats);
    more.put(name, format);
    return new EdgeSchema(
        recordName, inverseIndex, projection, include, inverseShards, keyPatterns,
        typed.attributes, ttlAttribute, ends, counters, versionAttribute, inverseSortBy, more);
  }

  /**
   * This schema with DynamoDB's time to live on {@code attribute}, which must be one of its
   * attributes of type {@code N} (epoch seconds): call it after {@link #withAttribute}.
   */
  public EdgeSchema withTtl(String attribute) {
    return new EdgeSchema(
        recordName, inverseIndex, projection, include, inverseShards, keyPatterns, attributes,
        Optional.of(attribute), ends, counters, versionAttribute, inverseSortBy, formats);
  }

  /**
   * This edge schema with its ends: the record names of its source and target node kinds, as
   * their schemas name them.
   */
  public EdgeSchema withEnds(String sourceNode, String targetNode) {
    return new EdgeSchema(
        recordName, inverseIndex, projection, include, inverseShards, keyPatterns, attributes,
        ttlAttribute, Optional.of(new Ends(sourceNode, targetNode)), counters, versionAttribute,
        inverseSortBy, formats);
  }

  /** This node schema with one of its counters, kept on {@code shards} items (1: the node's). */
  public EdgeSchema withCounter(String attribute, int shards) {
    return withCounterSpec(new CounterSpec(Side.NODE, attribute, shards));
  }

  /** This edge schema moving {@code attribute} of its source node ({@link #withEnds} first). */
  public EdgeSchema withSourceCounter(String attribute, int shards) {
    return withCounterSpec(new CounterSpec(Side.SOURCE, attribute, shards));
  }

  /** This edge schema moving {@code attribute} of its target node ({@link #withEnds} first). */
  public EdgeSchema withTargetCounter(String attribute, int shards) {
    return withCounterSpec(new CounterSpec(Side.TARGET, attribute, shards));
  }

  /** This schema with its {@code @Version} attribute. */
  public EdgeSchema withVersion(String attribute) {
    return new EdgeSchema(
        recordName, inverseIndex, projection, include, inverseShards, keyPatterns, attributes,
        ttlAttribute, ends, counters, Optional.of(attribute), inverseSortBy, formats);
  }

  /** This schema with the inverse index's shard count {@code shards} (a model change). */
  public EdgeSchema withInverseShards(int shards) {
    String index = inverseIndex.orElseThrow(() ->
        new IllegalArgumentException(recordName + ": inverse shards need an inverse index"));
    Map<String, String> patterns = new LinkedHashMap<>(keyPatterns);
    String pk = patterns.get(index + "PK");
    if (pk != null) {
      int shard = pk.indexOf("#{shard ");
      String unsharded = shard < 0 ? pk : pk.substring(0, shard);
      patterns.put(index + "PK",
          shards == 1 ? unsharded : unsharded + "#{shard 0.." + (shards - 1) + "}");
    }
    return new EdgeSchema(
        recordName, inverseIndex, projection, include, shards, patterns, attributes,
        ttlAttribute, ends, counters, versionAttribute, inverseSortBy, formats);
  }

  /**
   * This schema with an inverse index sorted by {@code attribute} (then its sort key): a
   * multi-attribute sort key, {@code attribute} first. It must be one of its attributes, of
   * type {@code S}, {@code N} or {@code B}: call it after {@link #withAttribute}.
   */
  public EdgeSchema withInverseSortBy(String attribute) {
    return new EdgeSchema(
        recordName, inverseIndex, projection, include, inverseShards, keyPatterns, attributes,
        ttlAttribute, ends, counters, versionAttribute, Optional.of(attribute), formats);
  }

  /** The DynamoDB type of the inverse index's sort attribute: {@code S}, {@code N} or {@code B}. */
  public Optional<AttributeValue.Type> inverseSortType() {
    return inverseSortBy.map(attributes::get);
  }

  /** Whether this schema describes an edge (it has ends or an inverse index). */
  public boolean isEdge() {
    return ends.isPresent() || inverseIndex.isPresent();
  }

  private EdgeSchema withCounterSpec(CounterSpec counter) {
    List<CounterSpec> more = new ArrayList<>(counters);
    more.removeIf(c -> c.side() == counter.side() && c.attribute().equals(counter.attribute()));
    more.add(counter);
    return new EdgeSchema(
        recordName, inverseIndex, projection, include, inverseShards, keyPatterns, attributes,
        ttlAttribute, ends, more, versionAttribute, inverseSortBy, formats);
  }

  private static void checkCounters(
      String recordName, Optional<Ends> ends, List<CounterSpec> counters) {
    for (CounterSpec counter : counters) {
      if ((counter.side() == Side.NODE) == ends.isPresent()) {
        throw new IllegalArgumentException(recordName + ": counter " + counter.attribute()
            + (ends.isPresent()
                ? " of an edge must name its side (withSourceCounter, withTargetCounter)"
                : " on a " + counter.side() + " node needs the edge's ends (withEnds first)"));
      }
    }
  }

  private EdgeSchema withKeyPatterns(Map<String, String> patterns) {
    return new EdgeSchema(
        recordName, inverseIndex, projection, include, inverseShards, patterns, attributes,
        ttlAttribute, ends, counters, versionAttribute, inverseSortBy, formats);
  }

  /** The key attributes this kind of item has: {@code PK}, {@code SK} and its index's keys. */
  List<String> keyAttributes() {
    return keyAttributes(inverseIndex);
  }

  private static List<String> keyAttributes(Optional<String> inverseIndex) {
    return inverseIndex
        .map(i -> List.of("PK", "SK", i + "PK", i + "SK"))
        .orElse(List.of("PK", "SK"));
  }

  private static <V> Map<String, V> ordered(Map<String, V> map) {
    Objects.requireNonNull(map, "map");
    map.forEach(
        (k, v) -> {
          Objects.requireNonNull(k, "name");
          Objects.requireNonNull(v, "value");
        });
    return Collections.unmodifiableMap(new LinkedHashMap<>(map));
  }

  private static void checkKeyPatterns(
      String recordName, Optional<String> inverseIndex, Map<String, String> patterns) {
    List<String> keys = keyAttributes(inverseIndex);
    patterns.forEach(
        (attribute, pattern) -> {
          if (!keys.contains(attribute)) {
            throw new IllegalArgumentException(
                recordName
                    + ": key pattern for "
                    + attribute
                    + ", but its key attributes are "
                    + keys);
          }
          if (pattern.isEmpty()) {
            throw new IllegalArgumentException(
                recordName + ": the pattern of " + attribute + " is empty");
          }
        });
  }

  private static void checkAttributes(
      String recordName,
      Optional<String> inverseIndex,
      Map<String, AttributeValue.Type> attributes) {
    attributes.forEach(
        (name, type) -> {
          if (name.isEmpty()) {
            throw new IllegalArgumentException(recordName + ": an attribute name is empty");
          }
          if (keyAttributes(inverseIndex).contains(name)) {
            throw new IllegalArgumentException(
                recordName + ": attribute " + name + " is a key attribute");
          }
          if (type == AttributeValue.Type.NUL
              || type == AttributeValue.Type.UNKNOWN_TO_SDK_VERSION) {
            throw new IllegalArgumentException(
                recordName
                    + ": attribute "
                    + name
                    + " has type "
                    + type
                    + "; give the type its values are stored as");
          }
        });
  }

  private static void checkSortBy(
      String recordName, Optional<String> inverseIndex, Map<String, AttributeValue.Type> attributes,
      Optional<String> sortBy) {
    if (sortBy.isEmpty()) {
      return;
    }
    String attribute = sortBy.get();
    if (inverseIndex.isEmpty()) {
      throw new IllegalArgumentException(
          recordName + ": inverseSortBy " + attribute + " needs an inverse index");
    }
    AttributeValue.Type type = attributes.get(attribute);
    if (type == null) {
      throw new IllegalArgumentException(recordName + ": inverseSortBy " + attribute
          + " is not one of its attributes " + attributes.keySet() + "; declare it first");
    }
    if (type != AttributeValue.Type.S && type != AttributeValue.Type.N
        && type != AttributeValue.Type.B) {
      throw new IllegalArgumentException(recordName + ": inverseSortBy " + attribute
          + " is stored as " + type + "; an index key is a string (S), a number (N) or binary (B)");
    }
  }

  private static void checkFormats(
      String recordName,
      Map<String, AttributeValue.Type> attributes,
      Map<String, ValueFormat> formats) {
    formats.forEach(
        (name, format) -> {
          if (attributes.get(name) != format.type()) {
            throw new IllegalArgumentException(recordName + ": attribute " + name + " has format "
                + format.kind() + ", stored as " + format.type() + ", but is declared "
                + (attributes.containsKey(name) ? "as " + attributes.get(name) : "nowhere"));
          }
        });
  }

  private static void checkTtl(
      String recordName,
      Map<String, AttributeValue.Type> attributes,
      Optional<String> ttlAttribute) {
    ttlAttribute.ifPresent(
        ttl -> {
          if (ttl.isEmpty()) {
            throw new IllegalArgumentException(recordName + ": the TTL attribute name is empty");
          }
          AttributeValue.Type type = attributes.get(ttl);
          if (!attributes.isEmpty() && type != AttributeValue.Type.N) {
            throw new IllegalArgumentException(
                recordName
                    + ": TTL attribute "
                    + ttl
                    + (type == null
                        ? " is not one of its attributes " + attributes.keySet()
                        : " is "
                            + type
                            + "; DynamoDB's time to live reads a number (epoch seconds)"));
          }
        });
  }
}
