package io.edgetable.console.model;

import io.edgetable.Dao;
import io.edgetable.internal.model.CounterShards;
import io.edgetable.internal.model.NodeType;
import io.edgetable.internal.model.RecordType;
import io.edgetable.internal.model.RecordTypes;
import io.edgetable.schema.EdgeSchema;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * Reads one kind from its generated {@code FooKeys} class: the {@code SCHEMA} constant, and from
 * {@code FooDao} (built on no table: it sends nothing) the record type the runtime writes with.
 */
final class KindReader {
  private KindReader() {}

  /** Whether {@code keys} is a generated keys class: a static {@code SCHEMA} of type EdgeSchema. */
  static boolean isKeysClass(Class<?> keys) {
    try {
      Field schema = keys.getField("SCHEMA");
      return Modifier.isStatic(schema.getModifiers()) && schema.getType() == EdgeSchema.class;
    } catch (NoSuchFieldException e) {
      return false;
    }
  }

  static Kind read(Class<?> keys, DynamoDbClient client) throws ReflectiveOperationException {
    EdgeSchema schema = (EdgeSchema) keys.getField("SCHEMA").get(null);
    String base = keys.getName().substring(0, keys.getName().length() - "Keys".length());
    ClassLoader loader = keys.getClassLoader();
    Class<?> daoClass = Class.forName(base + "Dao", true, loader);
    String pkg = keys.getPackageName();
    Class<?> record = Class.forName(
        (pkg.isEmpty() ? "" : pkg + ".") + schema.recordName().replace('.', '$'), true, loader);
    GeneratedClasses classes = new GeneratedClasses(record, daoClass);
    Dao<?, ?> dao = (Dao<?, ?>) classes.dao(client, "edgetable-console-model");
    RecordType<?, ?> type = RecordTypes.of(dao);
    Map<String, String> patterns = schema.keyPatterns();
    if (!patterns.containsKey("PK") || !patterns.containsKey("SK")) {
      throw new IllegalStateException(schema.recordName()
          + ": its schema has no key patterns; rebuild it with this version of EdgeTable");
    }
    KeyPattern pk = KeyPattern.of(patterns.get("PK"));
    KeyPattern sk = KeyPattern.of(patterns.get("SK"));
    Optional<KeyPattern> inversePk = schema.inverseIndex()
        .map(i -> patterns.get(i + "PK")).map(KeyPattern::of);
    Optional<KeyPattern> inverseSk = schema.inverseIndex()
        .map(i -> patterns.get(i + "SK")).map(KeyPattern::of);
    boolean node = type instanceof NodeType;
    List<String> counters = List.of();
    Map<String, Integer> shards = new LinkedHashMap<>();
    if (type instanceof NodeType<?, ?> nodeType) {
      counters = nodeType.counterAttributes();
      for (CounterShards c : nodeType.counterShards()) {
        shards.put(c.counter(), c.shards());
      }
    }
    String source = pk.components().get(0);
    String target = node ? source : sk.components().get(0);
    return new Kind(schema.recordName(), schema, node, pk, sk, inversePk, inverseSk, counters,
        shards, type.versionAttribute(), Optional.empty(), Optional.empty(), source, target,
        type.counted(), classes);
  }
}
