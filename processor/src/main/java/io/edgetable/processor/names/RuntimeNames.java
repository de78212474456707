package io.edgetable.processor.names;

import com.squareup.javapoet.ClassName;

/**
 * The one catalogue of the runtime, SDK and JDK-concurrency types that generated code names. The
 * processor never has the runtime on its compile classpath, so every reference goes through these
 * constants, and a package move in the runtime is one edit here; a constant no generator uses is
 * removed.
 */
public final class RuntimeNames {
  /**
   * {@code io.edgetable}: the annotations the processor claims and the runtime's public API. A
   * compile-time constant, so that the model can name the annotations without loading JavaPoet.
   */
  public static final String API_PACKAGE = "io.edgetable";

  private static final String API = API_PACKAGE;
  private static final String QUERY = API + ".query";
  private static final String EXPRESSION = API + ".expression";
  private static final String TRANSACTION = API + ".transaction";
  private static final String EXCEPTION = API + ".exception";
  private static final String SCHEMA = API + ".schema";
  private static final String DAOS = API + ".dao";
  private static final String INTERNAL = API + ".internal";
  private static final String INTERNAL_CODEC = INTERNAL + ".codec";
  private static final String INTERNAL_MODEL = INTERNAL + ".model";
  private static final String INTERNAL_OPERATION = INTERNAL + ".operation";
  private static final String INTERNAL_QUERY = INTERNAL + ".query";
  private static final String INTERNAL_TRANSPORT = INTERNAL + ".transport";
  private static final String DYNAMODB = "software.amazon.awssdk.services.dynamodb";
  private static final String MODEL = DYNAMODB + ".model";

  // io.edgetable: the public API
  public static final ClassName EDGE_SCHEMA = ClassName.get(SCHEMA, "EdgeSchema");
  public static final ClassName VALUE_FORMAT = ClassName.get(SCHEMA, "ValueFormat");
  public static final ClassName PROJECTION = ClassName.get(API, "Projection");
  public static final ClassName EDGE_QUERY = ClassName.get(QUERY, "EdgeQuery");
  public static final ClassName ASYNC_EDGE_QUERY = ClassName.get(QUERY, "AsyncEdgeQuery");
  public static final ClassName KEYS_ONLY_QUERY = ClassName.get(QUERY, "KeysOnlyQuery");
  public static final ClassName ASYNC_KEYS_ONLY_QUERY = ClassName.get(QUERY, "AsyncKeysOnlyQuery");
  public static final ClassName KEY_RANGE = ClassName.get(QUERY, "KeyRange");
  public static final ClassName INDEX_KEY_FIELD = ClassName.get(EXPRESSION, "IndexKeyField");
  public static final ClassName INDEX_ORDER = ClassName.get(INTERNAL_QUERY, "IndexOrder");
  public static final ClassName INVERSE_HOLDS_WHOLE_RECORDS =
      ClassName.get(QUERY, "InverseHoldsWholeRecords");
  public static final ClassName INVERSE_NEEDS_AN_INDEX =
      ClassName.get(QUERY, "InverseNeedsAnIndex");
  public static final ClassName EDGE_KEY = ClassName.get(API, "EdgeKey");
  public static final ClassName DAO = ClassName.get(API, "Dao");

  /** The base classes of the generated DAOs, which hold the methods every DAO of a kind has. */
  public static final ClassName NODE_DAO = ClassName.get(DAOS, "NodeDao");
  public static final ClassName RECORD_MARSHALLER = ClassName.get(DAOS, "RecordMarshaller");

  public static final ClassName ASYNC_NODE_DAO = ClassName.get(DAOS, "AsyncNodeDao");
  public static final ClassName COUNTED_EDGE_DAO = ClassName.get(DAOS, "CountedEdgeDao");
  public static final ClassName ASYNC_COUNTED_EDGE_DAO =
      ClassName.get(DAOS, "AsyncCountedEdgeDao");
  public static final ClassName UNCOUNTED_EDGE_DAO = ClassName.get(DAOS, "UncountedEdgeDao");
  public static final ClassName ASYNC_UNCOUNTED_EDGE_DAO =
      ClassName.get(DAOS, "AsyncUncountedEdgeDao");
  public static final ClassName ITEM_MARSHALLER = ClassName.get(API, "ItemMarshaller");
  public static final ClassName CONDITION = ClassName.get(EXPRESSION, "Condition");
  public static final ClassName STRING_FIELD = ClassName.get(EXPRESSION, "StringField");
  public static final ClassName ORDERED_FIELD = ClassName.get(EXPRESSION, "OrderedField");
  public static final ClassName NUMBER_FIELD = ClassName.get(EXPRESSION, "NumberField");
  public static final ClassName VALUE_FIELD = ClassName.get(EXPRESSION, "ValueField");
  public static final ClassName ENUM_FIELD = ClassName.get(EXPRESSION, "EnumField");
  public static final ClassName COUNTER_FIELD = ClassName.get(EXPRESSION, "CounterField");
  public static final ClassName VERSION_FIELD = ClassName.get(EXPRESSION, "VersionField");
  public static final ClassName PRIMITIVE_FIELD = ClassName.get(EXPRESSION, "PrimitiveField");
  public static final ClassName PRIMITIVE_ORDERED_FIELD =
      ClassName.get(EXPRESSION, "PrimitiveOrderedField");
  public static final ClassName PRIMITIVE_NUMBER_FIELD =
      ClassName.get(EXPRESSION, "PrimitiveNumberField");
  public static final ClassName LIST_FIELD = ClassName.get(EXPRESSION, "ListField");
  public static final ClassName SET_FIELD = ClassName.get(EXPRESSION, "SetField");
  public static final ClassName UPDATE = ClassName.get(EXPRESSION, "Update");

  // io.edgetable.exception: what the DAOs' Javadoc says they throw
  public static final ClassName INVALID_KEY_EXCEPTION =
      ClassName.get(EXCEPTION, "InvalidKeyException");
  public static final ClassName BATCH_GET_EXCEPTION = ClassName.get(EXCEPTION, "BatchGetException");
  public static final ClassName BATCH_WRITE_EXCEPTION =
      ClassName.get(EXCEPTION, "BatchWriteException");
  public static final ClassName VERSION_CONFLICT_EXCEPTION =
      ClassName.get(EXCEPTION, "VersionConflictException");
  public static final ClassName NODE_HAS_EDGES_EXCEPTION =
      ClassName.get(EXCEPTION, "NodeHasEdgesException");
  public static final ClassName NODE_NOT_FOUND_EXCEPTION =
      ClassName.get(EXCEPTION, "NodeNotFoundException");

  // io.edgetable.internal: what generated code calls
  public static final ClassName KEY_CODEC = ClassName.get(INTERNAL_CODEC, "KeyCodec");
  public static final ClassName ID_LENGTH = ClassName.get(INTERNAL_CODEC, "IdLength");
  public static final ClassName ATTRIBUTE_ENCODERS =
      ClassName.get(INTERNAL_CODEC, "AttributeEncoders");
  public static final ClassName ATTRIBUTE_DECODERS =
      ClassName.get(INTERNAL_CODEC, "AttributeDecoders");
  public static final ClassName FIELD_ENCODERS = ClassName.get(INTERNAL_CODEC, "FieldEncoders");
  public static final ClassName UNREADABLE_VALUE_EXCEPTION =
      ClassName.get(INTERNAL_CODEC, "UnreadableValueException");

  /** Argument checks that are not generic methods, so javac infers nothing. */
  public static final ClassName ARGUMENTS = ClassName.get(INTERNAL_CODEC, "Arguments");

  /** What a DAO sends its requests through: {@code RecordTable<R, K>}. */
  public static final ClassName RECORD_TABLE = ClassName.get(INTERNAL_OPERATION, "RecordTable");

  /** The table of a generated DAO, for the methods it adds to its base class. */
  public static final ClassName DAO_TABLES = ClassName.get(INTERNAL_OPERATION, "DaoTables");
  public static final ClassName REFUSED_CALLS = ClassName.get(INTERNAL_OPERATION, "RefusedCalls");

  /** The runtime descriptor of a record kind, and its node and edge forms. */
  public static final ClassName RECORD_TYPE = ClassName.get(INTERNAL_MODEL, "RecordType");

  public static final ClassName RECORD_TYPES = ClassName.get(INTERNAL_MODEL, "RecordTypes");
  public static final ClassName NODE_TYPE = ClassName.get(INTERNAL_MODEL, "NodeType");
  public static final ClassName EDGE_TYPE = ClassName.get(INTERNAL_MODEL, "EdgeType");
  public static final ClassName COUNTER_UPDATE = ClassName.get(INTERNAL_MODEL, "CounterUpdate");

  /** A node's sharded counter, and the keys of counter items. */
  public static final ClassName COUNTER_SHARDS = ClassName.get(INTERNAL_MODEL, "CounterShards");

  public static final ClassName COUNTER_ITEMS = ClassName.get(INTERNAL_MODEL, "CounterItems");

  /** Where a node's {@code deleteWithEdges} finds the edges of one kind. */
  public static final ClassName EDGE_LINK = ClassName.get(INTERNAL_MODEL, "EdgeLink");

  /** A node's partition sorted into the node and its edges. */
  public static final ClassName PARTITION_ITEMS = ClassName.get(INTERNAL_QUERY, "PartitionItems");

  /** {@code join} (synchronous DAOs) and {@code supply} (asynchronous DAOs). */
  public static final ClassName FUTURES = ClassName.get(INTERNAL_TRANSPORT, "Futures");

  /** {@code sync(spec)} and {@code async(() -> spec)}: the DAOs' queries. */
  public static final ClassName QUERIES = ClassName.get(INTERNAL_QUERY, "Queries");

  /** What an inverse index holds: {@code ALL}, or {@code include(projected, absent)}. */
  public static final ClassName INDEX_PROJECTION = ClassName.get(INTERNAL_QUERY, "IndexProjection");

  // AWS SDK v2
  public static final ClassName DYNAMO_DB_CLIENT = ClassName.get(DYNAMODB, "DynamoDbClient");
  public static final ClassName DYNAMO_DB_ASYNC_CLIENT =
      ClassName.get(DYNAMODB, "DynamoDbAsyncClient");
  public static final ClassName ATTRIBUTE_VALUE = ClassName.get(MODEL, "AttributeValue");

  // JDK
  public static final ClassName ILLEGAL_ARGUMENT_EXCEPTION =
      ClassName.get(IllegalArgumentException.class);
  public static final ClassName NULL_POINTER_EXCEPTION = ClassName.get(NullPointerException.class);
  public static final ClassName COMPLETABLE_FUTURE =
      ClassName.get("java.util.concurrent", "CompletableFuture");

  private RuntimeNames() {}
}
