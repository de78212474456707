package io.edgetable.internal.model;

import io.edgetable.ItemMarshaller;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Everything the runtime needs to know about one record kind {@code R} to read and write its
 * items, generated once per record ({@code FooDao.TYPE}) and shared by {@code FooDao}, {@code
 * FooAsyncDao} and anything that builds requests for them (a transaction across DAOs): its kind
 * name, its marshaller, the table key of a key {@code K} ({@code EdgeKey<S, T>} for an edge, the
 * boxed id for a node), the key of a record, the counter updates an edge write brings, and how a
 * key is named in messages ({@code Enrollment(a91, math204)}).
 *
 * <p>Internal API: generated code extends {@link NodeType} or {@link EdgeType}; users never
 * implement or call this. A feature that changes how a record is written (a version attribute, a
 * time-to-live attribute, sharded counters) adds what it needs here, as an overridable method
 * with a default, so that the DAOs and transactions read it from one place.
 */
public abstract sealed class RecordType<R, K> permits NodeType, EdgeType {
  private final String kind;
  private final ItemMarshaller<R> marshaller;
  private final String recordName;
  private final String recordsName;
  private VersionAndTtl<R> versionAndTtl = new VersionAndTtl<>();

  /**
   * {@code recordName} and {@code recordsName} name a DAO's parameter holding one record and one
   * holding a collection of them ({@code enrollment}, {@code enrollments}), as its messages do.
   */
  RecordType(
      String kind, ItemMarshaller<R> marshaller, String recordName, String recordsName) {
    this.kind = Objects.requireNonNull(kind, "kind");
    this.marshaller = Objects.requireNonNull(marshaller, "marshaller");
    this.recordName = Objects.requireNonNull(recordName, "recordName");
    this.recordsName = Objects.requireNonNull(recordsName, "recordsName");
  }

  /** {@code Enrollment} gives {@code enrollment}: the default name of a record parameter. */
  static String decapitalised(String kind) {
    return kind.isEmpty() ? kind : Character.toLowerCase(kind.charAt(0)) + kind.substring(1);
  }

  /** The record's simple name, as messages name it: {@code Enrollment}. */
  public final String kind() {
    return kind;
  }

  public final ItemMarshaller<R> marshaller() {
    return marshaller;
  }

  /** How a DAO names its parameter holding one record: {@code enrollment}. */
  public final String recordName() {
    return recordName;
  }

  /** How a DAO names its parameter holding a collection of records: {@code enrollments}. */
  public final String recordsName() {
    return recordsName;
  }

  /**
   * The item a write of {@code record} sends: what the marshaller makes of it, checked by the kind
   * (a node refuses an id its counter items could not hold) before anything is sent.
   *
   * @throws io.edgetable.exception.InvalidKeyException if an id cannot form the record's keys
   */
  public Map<String, AttributeValue> itemOf(R record) {
    return marshaller.toItem(record);
  }

  /**
   * The {@code PK}/{@code SK} map of {@code key}. A null id throws {@link
   * io.edgetable.exception.InvalidKeyException}, as every key builder does.
   *
   * @throws io.edgetable.exception.InvalidKeyException if an id cannot form a key
   * @throws NullPointerException if an edge's {@code key} itself is null
   */
  public abstract Map<String, AttributeValue> tableKey(K key);

  /** The key of {@code record}: its id, or its {@code EdgeKey}. */
  public abstract K keyOf(R record);

  /**
   * {@code ADD counter :±1} on each counted node of the edge {@code key} (empty for nodes and
   * uncounted edges), built after {@link #tableKey} so that a bad edge id is reported first.
   */
  public List<CounterUpdate> counters(K key) {
    return List.of();
  }

  /** Whether writes of this kind move counters (and so are transactions). */
  public boolean counted() {
    return false;
  }

  /**
   * The key of an item read from the table or any index (decoded from its {@code PK} and {@code
   * SK}, which every index projects). Edges implement it.
   */
  public K keyFromItem(Map<String, AttributeValue> item) {
    throw new UnsupportedOperationException(kind + " is not read from a KEYS_ONLY index");
  }

  /**
   * The {@code @Version} attribute, if the record has one: every overwrite is conditional on the
   * version the caller read, and every write stores the next version.
   */
  public Optional<String> versionAttribute() {
    return versionAndTtl.versionAttribute();
  }

  /**
   * The version {@code record} holds ({@code 0} for a {@code null} {@code Long}): the version a
   * write of it expects to find stored. Only records with a {@link #versionAttribute()} implement
   * it.
   */
  public long versionOf(R record) {
    return versionAndTtl.versionOf(kind, record);
  }

  /**
   * The {@code @Ttl} attribute, if the record has one: a number of epoch seconds after which reads
   * treat the item as absent, before DynamoDB deletes it.
   */
  public Optional<String> ttlAttribute() {
    return versionAndTtl.ttlAttribute();
  }

  /** The version and TTL attributes a type builder was given, which the defaults above read. */
  final void describedBy(VersionAndTtl<R> versionAndTtl) {
    this.versionAndTtl = versionAndTtl;
  }

  /** How messages name the item of {@code key}: {@code Enrollment(a91, math204)}. */
  public abstract String describe(K key);

  /** {@code component must not be null: it is part of the item's key}, as the key builders say. */
  static io.edgetable.exception.InvalidKeyException nullId(String component) {
    return new io.edgetable.exception.InvalidKeyException(
        component + " must not be null: it is part of the item's key");
  }
}
