package io.edgetable.internal.model;

import io.edgetable.EdgeKey;
import io.edgetable.ItemMarshaller;
import io.edgetable.internal.codec.Arguments;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The {@link RecordType} of an edge record from a node with id type {@code S} to one with id type
 * {@code T} (both boxed); its key is {@code EdgeKey<S, T>}. Generated code builds one with {@link
 * #builder} from the edge's key builders and accessors.
 */
public abstract non-sealed class EdgeType<R, S, T> extends RecordType<R, EdgeKey<S, T>> {
  private final String sourceName;
  private final String targetName;
  private final String sortPrefix;

  protected EdgeType(
      String kind, ItemMarshaller<R> marshaller, String sourceName, String targetName) {
    this(kind, marshaller, sourceName, targetName, decapitalised(kind), decapitalised(kind) + "s",
        null);
  }

  /**
   * The edge's DAO names a record parameter {@code recordName}, a collection {@code recordsName};
   * {@code sortPrefix} begins the sort key of every edge of the kind ({@code ENROLL#CRS#}), which
   * a forward query looks for in the partition of {@link #forwardPartition}.
   */
  protected EdgeType(
      String kind,
      ItemMarshaller<R> marshaller,
      String sourceName,
      String targetName,
      String recordName,
      String recordsName,
      String sortPrefix) {
    super(kind, marshaller, recordName, recordsName);
    this.sourceName = sourceName;
    this.targetName = targetName;
    this.sortPrefix = sortPrefix;
  }

  /**
   * Starts the type of a generated edge DAO: the record's simple name {@code kind}, its
   * marshaller, how the DAO names its ids, a record parameter and a collection parameter.
   */
  public static <R, S, T> EdgeTypeBuilder<R, S, T> builder(
      String kind,
      ItemMarshaller<R> marshaller,
      String sourceName,
      String targetName,
      String recordName,
      String recordsName) {
    return new EdgeTypeBuilder<>(kind, marshaller, sourceName, targetName, recordName, recordsName);
  }

  /**
   * The key a DAO method builds from its id arguments, each checked first, in order: a null one
   * throws {@code InvalidKeyException} naming it as the DAO's messages do ({@code studentId must
   * not be null}).
   */
  public final EdgeKey<S, T> argumentKey(S source, T target) {
    Arguments.present(source, sourceName);
    Arguments.present(target, targetName);
    return new EdgeKey<>(source, target);
  }

  /** The name of the source id, as the DAO's parameters and messages name it. */
  public final String sourceName() {
    return sourceName;
  }

  /** The name of the target id, as the DAO's parameters and messages name it. */
  public final String targetName() {
    return targetName;
  }

  /** What begins the sort key of every edge of the kind: {@code ENROLL#CRS#}. */
  public final String sortPrefix() {
    if (sortPrefix == null) {
      throw new UnsupportedOperationException(kind() + " has no sort key prefix");
    }
    return sortPrefix;
  }

  /**
   * The partition key value of the edges from {@code source}, where a forward query reads:
   * the edge's {@code FooKeys.pk(source)}. Generated code implements it.
   *
   * @throws io.edgetable.exception.InvalidKeyException if the id cannot form a key
   */
  public String forwardPartition(S source) {
    throw new UnsupportedOperationException(kind() + " is not queried forward");
  }

  /** The key map of non-null ids: the edge's {@code FooKeys.key(source, target)}. */
  protected abstract Map<String, AttributeValue> key(S source, T target);

  /** {@code ADD counter :±1} on each counted node; only counted edges override this. */
  protected List<CounterUpdate> counters(S source, T target) {
    return List.of();
  }

  @Override
  public final Map<String, AttributeValue> tableKey(EdgeKey<S, T> key) {
    if (key == null) {
      throw new NullPointerException(
          "An EdgeKey of " + kind() + " must not be null: pass new EdgeKey<>(source, target)");
    }
    if (key.source() == null) {
      throw nullId(sourceName);
    }
    if (key.target() == null) {
      throw nullId(targetName);
    }
    return key(key.source(), key.target());
  }

  @Override
  public final List<CounterUpdate> counters(EdgeKey<S, T> key) {
    return counters(key.source(), key.target());
  }

  @Override
  public final String describe(EdgeKey<S, T> key) {
    return kind() + "(" + IdText.of(key.source()) + ", " + IdText.of(key.target()) + ")";
  }
}
