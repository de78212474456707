package io.edgetable.processor.write;

import com.squareup.javapoet.ClassName;

/**
 * Names of the runtime and SDK types generated code uses. The processor never has the runtime on
 * its compile classpath, so every reference goes through these constants.
 */
public final class RuntimeNames {
  private static final String API = "io.edgetable";
  private static final String INTERNAL = "io.edgetable.internal";
  private static final String DYNAMODB = "software.amazon.awssdk.services.dynamodb";
  private static final String MODEL = DYNAMODB + ".model";

  // io.edgetable: the public API
  public static final ClassName EDGE_SCHEMA = ClassName.get(API, "EdgeSchema");
  public static final ClassName PROJECTION = ClassName.get(API, "Projection");
  public static final ClassName EDGE_QUERY = ClassName.get(API, "EdgeQuery");
  public static final ClassName PAGE = ClassName.get(API, "Page");
  public static final ClassName EDGE_KEY = ClassName.get(API, "EdgeKey");
  public static final ClassName ITEM_MARSHALLER = ClassName.get(API, "ItemMarshaller");
  public static final ClassName TABLE_DEFINITION = ClassName.get(API, "TableDefinition");
  public static final ClassName CONDITION = ClassName.get(API, "Condition");
  public static final ClassName FIELD = ClassName.get(API, "Field");
  public static final ClassName COMPARABLE_FIELD = ClassName.get(API, "ComparableField");
  public static final ClassName STRING_FIELD = ClassName.get(API, "StringField");
  public static final ClassName COLLECTION_FIELD = ClassName.get(API, "CollectionField");
  public static final ClassName SIZE_FIELD = ClassName.get(API, "SizeField");
  public static final ClassName EDGE_TABLE_EXCEPTION = ClassName.get(API, "EdgeTableException");
  public static final ClassName INVALID_KEY_EXCEPTION = ClassName.get(API, "InvalidKeyException");
  public static final ClassName INVALID_CURSOR_EXCEPTION =
      ClassName.get(API, "InvalidCursorException");
  public static final ClassName NODE_NOT_FOUND_EXCEPTION =
      ClassName.get(API, "NodeNotFoundException");
  public static final ClassName BATCH_WRITE_EXCEPTION = ClassName.get(API, "BatchWriteException");
  public static final ClassName BATCH_GET_EXCEPTION = ClassName.get(API, "BatchGetException");
  public static final ClassName ITEM_TOO_LARGE_EXCEPTION =
      ClassName.get(API, "ItemTooLargeException");
  public static final ClassName TRANSACTION_CONFLICT_EXCEPTION =
      ClassName.get(API, "TransactionConflictException");

  // io.edgetable.internal: what generated code calls
  public static final ClassName KEY_CODEC = ClassName.get(INTERNAL, "KeyCodec");
  public static final ClassName ATTRIBUTE_ENCODERS = ClassName.get(INTERNAL, "AttributeEncoders");
  public static final ClassName ATTRIBUTE_DECODERS = ClassName.get(INTERNAL, "AttributeDecoders");
  public static final ClassName EXPRESSION_WRITER = ClassName.get(INTERNAL, "ExpressionWriter");
  public static final ClassName QUERY_SPEC = ClassName.get(INTERNAL, "QuerySpec");
  public static final ClassName QUERIES = ClassName.get(INTERNAL, "Queries");
  public static final ClassName ITEMS = ClassName.get(INTERNAL, "Items");
  public static final ClassName COUNTER_UPDATE = ClassName.get(INTERNAL, "CounterUpdate");
  public static final ClassName COUNTED_WRITES = ClassName.get(INTERNAL, "CountedWrites");
  public static final ClassName BATCHES = ClassName.get(INTERNAL, "Batches");

  // AWS SDK v2
  public static final ClassName DYNAMO_DB_CLIENT = ClassName.get(DYNAMODB, "DynamoDbClient");
  public static final ClassName ATTRIBUTE_VALUE = ClassName.get(MODEL, "AttributeValue");
  public static final ClassName QUERY_REQUEST = ClassName.get(MODEL, "QueryRequest");

  private RuntimeNames() {}
}
