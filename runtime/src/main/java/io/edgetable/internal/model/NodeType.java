package io.edgetable.internal.model;

import io.edgetable.ItemMarshaller;
import io.edgetable.internal.codec.TableKeys;
import java.math.BigDecimal;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The {@link RecordType} of a node record with id type {@code I} (boxed). Generated code builds one
 * with {@link #builder} from the node's key builder and id accessor.
 *
 * <p>{@link #counterAttributes()} are the counters the node's edges move: {@code save} never
 * overwrites them. {@link #removableAttributes()} are its other attributes: {@code save} removes
 * those the record holds as null. {@link #counterShards()} are the counters kept on counter items
 * beside the node item (a sharded counter): every read adds them to the node item's value.
 */
public abstract non-sealed class NodeType<R, I> extends RecordType<R, I> {
  private final String idName;
  private final List<String> counterAttributes;
  private final List<String> removableAttributes;

  protected NodeType(
      String kind,
      ItemMarshaller<R> marshaller,
      String idName,
      List<String> counterAttributes,
      List<String> removableAttributes) {
    this(
        kind,
        marshaller,
        idName,
        counterAttributes,
        removableAttributes,
        decapitalised(kind),
        decapitalised(kind) + "s");
  }

  /**
   * The node's DAO names a record parameter {@code recordName}, a collection {@code recordsName}.
   */
  protected NodeType(
      String kind,
      ItemMarshaller<R> marshaller,
      String idName,
      List<String> counterAttributes,
      List<String> removableAttributes,
      String recordName,
      String recordsName) {
    super(kind, marshaller, recordName, recordsName);
    this.idName = idName;
    this.counterAttributes = List.copyOf(counterAttributes);
    this.removableAttributes = List.copyOf(removableAttributes);
  }

  /**
   * Starts the type of a generated node DAO: the record's simple name {@code kind}, its
   * marshaller, how the DAO names its id, a record parameter and a collection parameter.
   */
  public static <R, I> NodeTypeBuilder<R, I> builder(
      String kind,
      ItemMarshaller<R> marshaller,
      String idName,
      String recordName,
      String recordsName) {
    return new NodeTypeBuilder<>(kind, marshaller, idName, recordName, recordsName);
  }

  /** The name of the id, as the DAO's parameters and messages name it: {@code studentId}. */
  public final String idName() {
    return idName;
  }

  /** The key map of a non-null {@code id}: the node's {@code FooKeys.key(id)}. */
  protected abstract Map<String, AttributeValue> key(I id);

  @Override
  public final Map<String, AttributeValue> tableKey(I id) {
    if (id == null) {
      throw nullId(idName); // before a boxed id is unboxed by the key builder
    }
    Map<String, AttributeValue> key = key(id);
    checkCounterItems(key);
    return key;
  }

  /** The node's item, its id checked against its counter items' key limits. */
  @Override
  public final Map<String, AttributeValue> itemOf(R record) {
    return checkCounterItems(super.itemOf(record));
  }

  /**
   * Throws {@link io.edgetable.exception.InvalidKeyException} if the node of {@code item} (or key)
   * has counter items whose keys would be over DynamoDB's limits: its id leaves no room for the
   * {@code #counter#k} suffix. Node writes check it, so a node that no edge could count is never
   * created.
   */
  private Map<String, AttributeValue> checkCounterItems(Map<String, AttributeValue> item) {
    for (CounterShards counter : counterShards()) {
      // The longest counter item key of each counter.
      CounterItems.key(TableKeys.partitionValue(item), counter.counter(), counter.shards() - 1);
    }
    return item;
  }

  /**
   * The counters kept on counter items, with how many each has; empty unless an edge gives a
   * counter of this node {@code targetCounterShards} or {@code sourceCounterShards} above 1.
   */
  public List<CounterShards> counterShards() {
    return List.of();
  }

  /** Whether reads of this node also read counter items. */
  public final boolean hasCounterItems() {
    return !counterShards().isEmpty();
  }

  /** Every counter item key of the node {@code nodeKey} (a {@link #tableKey}). */
  public final List<Map<String, AttributeValue>> counterItemKeys(
      Map<String, AttributeValue> nodeKey) {
    return CounterItems.keys(nodeKey, counterShards());
  }

  @Override
  public final String describe(I id) {
    return kind() + "(" + IdText.of(id) + ")";
  }

  /** The counters the node's edges move, which {@code save} never overwrites. */
  public final List<String> counterAttributes() {
    return counterAttributes;
  }

  /**
   * The counters kept on the node item itself: {@link #counterAttributes()} but those on counter
   * items. A node's delete requires each to count no edge.
   */
  public final List<String> itemCounters() {
    List<String> sharded = counterShards().stream().map(CounterShards::counter).toList();
    return counterAttributes.stream().filter(counter -> !sharded.contains(counter)).toList();
  }

  /**
   * Throws {@link IllegalArgumentException} naming the first counter of {@code item} (the item of
   * the node {@code id}) that is not 0: a node's counters start at 0 and only its edges move them,
   * so a write that creates the node from a record ({@code put}, {@code putAll}, a transaction's
   * {@code put}) refuses another value before anything is sent. An absent counter (a null {@code
   * Long}) is 0.
   */
  public final void requireCountersAtZero(I id, Map<String, AttributeValue> item, String write) {
    for (String counter : counterAttributes) {
      AttributeValue value = item.get(counter);
      if (value != null && value.n() != null && new BigDecimal(value.n()).signum() != 0) {
        throw new IllegalArgumentException(
            "Cannot "
                + write
                + " "
                + describe(id)
                + ": its counter "
                + counter
                + " is "
                + value.n()
                + ", and a node's counters start at 0: only its edges move them. Give "
                + counter
                + " = 0 (save and update never write a counter). Nothing was sent.");
      }
    }
  }

  /** The node's other attributes, which {@code save} removes when the record holds null. */
  public final List<String> removableAttributes() {
    return removableAttributes;
  }
}
