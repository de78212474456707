package io.edgetable.processor.write;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.NameAllocator;
import com.squareup.javapoet.ParameterizedTypeName;
import com.squareup.javapoet.TypeName;
import io.edgetable.processor.model.IdModel;
import io.edgetable.processor.model.RecordName;
import java.util.Locale;

/**
 * The names the DAO and collection generators write: runtime types (named, never imported, so
 * the processor does not depend on the runtime) and the Java types of model elements.
 */
final class DaoNames {
  private static final String API = "io.edgetable";
  private static final String INTERNAL = "io.edgetable.internal";
  private static final String SDK = "software.amazon.awssdk.services.dynamodb";

  static final ClassName DYNAMO_DB_CLIENT = ClassName.get(SDK, "DynamoDbClient");
  static final ClassName ATTRIBUTE_VALUE = ClassName.get(SDK + ".model", "AttributeValue");
  static final ClassName EDGE_QUERY = ClassName.get(API, "EdgeQuery");
  static final ClassName EDGE_KEY = ClassName.get(API, "EdgeKey");
  static final ClassName CONDITION = ClassName.get(API, "Condition");
  static final ClassName ITEMS = ClassName.get(INTERNAL, "Items");
  static final ClassName COUNTED_WRITES = ClassName.get(INTERNAL, "CountedWrites");
  static final ClassName COUNTER_UPDATE = ClassName.get(INTERNAL, "CounterUpdate");
  static final ClassName BATCHES = ClassName.get(INTERNAL, "Batches");
  static final ClassName QUERIES = ClassName.get(INTERNAL, "Queries");
  static final ClassName QUERY_SPEC = ClassName.get(INTERNAL, "QuerySpec");

  static final ClassName STRING = ClassName.get(String.class);
  static final ClassName OBJECTS = ClassName.get("java.util", "Objects");
  static final ClassName OPTIONAL = ClassName.get("java.util", "Optional");
  static final ClassName LIST = ClassName.get("java.util", "List");
  static final ClassName ARRAY_LIST = ClassName.get("java.util", "ArrayList");
  static final ClassName MAP = ClassName.get("java.util", "Map");
  static final ClassName COLLECTION = ClassName.get("java.util", "Collection");

  /** {@code Map<String, AttributeValue>}: an item or a key. */
  static final TypeName ITEM = ParameterizedTypeName.get(MAP, STRING, ATTRIBUTE_VALUE);

  private DaoNames() {}

  /** The annotated record itself. */
  static ClassName record(RecordName name) {
    String[] simpleNames = name.simpleNames().split("\\.");
    String[] nested = new String[simpleNames.length - 1];
    System.arraycopy(simpleNames, 1, nested, 0, nested.length);
    return ClassName.get(name.packageName(), simpleNames[0], nested);
  }

  /** A class generated for the record: {@code generated(name, "Keys")} is {@code FooKeys}. */
  static ClassName generated(RecordName name, String suffix) {
    return ClassName.get(name.packageName(), name.generated(suffix));
  }

  /** The declared type of an id component: primitive where declared so. */
  static TypeName idType(IdModel id) {
    if (id.typedId().isPresent()) {
      return ClassName.bestGuess(id.typedId().get().qualifiedName());
    }
    return switch (id.value().kind()) {
      case STRING -> STRING;
      case UUID -> ClassName.get("java.util", "UUID");
      case INT -> id.value().primitive() ? TypeName.INT : TypeName.INT.box();
      case LONG -> id.value().primitive() ? TypeName.LONG : TypeName.LONG.box();
      default -> ClassName.bestGuess(id.value().qualifiedName());
    };
  }

  /** {@code EdgeKey<S, T>} with boxed ids. */
  static TypeName edgeKey(IdModel source, IdModel target) {
    return ParameterizedTypeName.get(EDGE_KEY, idType(source).box(), idType(target).box());
  }

  /** {@code Enrollment} becomes {@code enrollment}: the name of a parameter holding a record. */
  static String variable(RecordName name) {
    String simple = name.simpleName();
    String decapitalised = simple.substring(0, 1).toLowerCase(Locale.ROOT) + simple.substring(1);
    return new NameAllocator().newName(decapitalised);
  }

  /** Text for Javadoc: {@code $} is JavaPoet's escape and HTML needs {@code &lt;}. */
  static String doc(String text) {
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;");
  }
}
