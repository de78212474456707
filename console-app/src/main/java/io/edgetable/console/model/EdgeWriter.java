package io.edgetable.console.model;

import io.edgetable.Dao;
import io.edgetable.EdgeKey;
import io.edgetable.console.json.BadJsonException;
import io.edgetable.dao.EdgeDao;
import io.edgetable.exception.InvalidKeyException;
import io.edgetable.internal.model.RecordType;
import io.edgetable.internal.model.RecordTypes;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.util.LinkedHashMap;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Creates and deletes edges of a model kind through its generated DAO, so they are written as
 * the application writes them: {@code put} (the edge with {@code attribute_not_exists} and its
 * counters, sharded or not, in one transaction) and {@code delete(source, target)}.
 */
public final class EdgeWriter {
  private final DynamoDbClient client;
  private final Model model;

  public EdgeWriter(DynamoDbClient client, Model model) {
    this.client = client;
    this.model = model;
  }

  /** The outcome of a write: whether it changed anything, and the edge's key. */
  public record Outcome(boolean written, Map<String, AttributeValue> key) {}

  /** {@code FooDao.put(record)}; not written when the edge already exists. */
  public Outcome create(String table, String kindName, String source, String target,
      Map<String, AttributeValue> attributes) {
    Kind kind = edgeKind(kindName);
    Object s = id(kind, kind.sourceComponent(), source, "source");
    Object t = id(kind, kind.targetComponent(), target, "target");
    Dao<?, ?> dao = (Dao<?, ?>) kind.classes().dao(client, table);
    Map<String, AttributeValue> key = key(kind, s, t);
    Map<String, AttributeValue> item = new LinkedHashMap<>(attributes);
    item.putAll(key);
    Object record;
    try {
      record = RecordTypes.of(dao).marshaller().fromItem(item);
    } catch (RuntimeException e) {
      throw new BadJsonException("attributes", "do not make a " + kind.name() + ": "
          + e.getMessage());
    }
    try {
      return new Outcome(edges(dao).put(record), key);
    } catch (InvalidKeyException e) {
      throw bad(e);
    }
  }

  /** {@code FooDao.delete(source, target)}; not written when the edge does not exist. */
  public Outcome delete(String table, String kindName, String source, String target) {
    Kind kind = edgeKind(kindName);
    Object s = id(kind, kind.sourceComponent(), source, "source");
    Object t = id(kind, kind.targetComponent(), target, "target");
    Dao<?, ?> dao = (Dao<?, ?>) kind.classes().dao(client, table);
    try {
      return new Outcome(edges(dao).delete(s, t), key(kind, s, t));
    } catch (InvalidKeyException e) {
      throw bad(e);
    }
  }

  private Kind edgeKind(String name) {
    if (name == null || name.isEmpty()) {
      throw new BadJsonException("kind", "is required: one of the model's edge kinds "
          + model.kinds().stream().filter(k -> !k.node()).map(Kind::name).toList());
    }
    Kind kind = model.kind(name).orElseThrow(() -> new BadJsonException("kind",
        "\"" + name + "\" is not a kind of the model; edges need a model (--model) and one of "
            + model.kinds().stream().filter(k -> !k.node()).map(Kind::name).toList()));
    if (kind.node()) {
      throw new BadJsonException("kind", name + " is a node, not an edge");
    }
    return kind;
  }

  private static Object id(Kind kind, String component, String text, String field) {
    return IdValues.parse(kind.classes().componentType(component), text, field);
  }

  private Map<String, AttributeValue> key(Kind kind, Object s, Object t) {
    RecordType<?, ?> type =
        RecordTypes.of((Dao<?, ?>) kind.classes().dao(client, "edgetable-console-model"));
    try {
      Method tableKey = RecordType.class.getMethod("tableKey", Object.class);
      Object key = tableKey.invoke(type, new EdgeKey<>(s, t));
      Map<String, AttributeValue> copy = new LinkedHashMap<>();
      ((Map<?, ?>) key).forEach((k, v) -> copy.put((String) k, (AttributeValue) v));
      return copy;
    } catch (InvocationTargetException e) {
      throw bad(Reflection.unwrap(e));
    } catch (ReflectiveOperationException e) {
      throw new IllegalStateException(e);
    }
  }

  /**
   * The generated DAO of an edge kind as its base class: the kind's records and ids are values
   * the console built from the kind's own classes, known only at run time.
   */
  @SuppressWarnings("unchecked")
  private static EdgeDao<Object, Object, Object> edges(Dao<?, ?> dao) {
    return (EdgeDao<Object, Object, Object>) dao;
  }

  private static RuntimeException bad(RuntimeException e) {
    if (e instanceof InvalidKeyException) {
      return new BadJsonException("source/target", e.getMessage());
    }
    return e;
  }
}
