package io.edgetable.processor.write;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.NameAllocator;
import com.squareup.javapoet.ParameterizedTypeName;
import com.squareup.javapoet.TypeName;
import io.edgetable.processor.model.IdModel;
import io.edgetable.processor.model.RecordName;
import java.util.Locale;

/**
 * The JDK types and the Java types of model elements that the DAO, fields and collection generators
 * write, and the runtime types only they name; other runtime types come from {@link RuntimeNames}.
 */
final class DaoNames {
  static final ClassName STRING = ClassName.get(String.class);
  static final ClassName OBJECTS = ClassName.get("java.util", "Objects");
  static final ClassName OPTIONAL = ClassName.get("java.util", "Optional");
  static final ClassName LIST = ClassName.get("java.util", "List");
  static final ClassName ARRAY_LIST = ClassName.get("java.util", "ArrayList");
  static final ClassName MAP = ClassName.get("java.util", "Map");
  static final ClassName COLLECTION = ClassName.get("java.util", "Collection");

  private static final String INTERNAL = "io.edgetable.internal";

  /** What a DAO sends its requests through: {@code RecordTable<R, K>}. */
  static final ClassName RECORD_TABLE = ClassName.get(INTERNAL, "RecordTable");

  /** A node's partition sorted into the node and its edges. */
  static final ClassName PARTITION_ITEMS = ClassName.get(INTERNAL, "PartitionItems");

  /** Non-generic argument checks. */
  static final ClassName ARGUMENTS = ClassName.get(INTERNAL, "Arguments");

  /** Shared encoders of field constants. */
  static final ClassName FIELD_ENCODERS = ClassName.get(INTERNAL, "FieldEncoders");

  /** {@code Map<String, AttributeValue>}: an item or a key. */
  static final TypeName ITEM = ParameterizedTypeName.get(MAP, STRING, RuntimeNames.ATTRIBUTE_VALUE);

  private DaoNames() {}

  /** The annotated record itself. */
  static ClassName record(RecordName name) {
    return SourceWriter.record(name);
  }

  /** A class generated for the record: {@code generated(name, "Keys")} is {@code FooKeys}. */
  static ClassName generated(RecordName name, String suffix) {
    return SourceWriter.generated(name, suffix);
  }

  /** The declared type of an id component: primitive where declared so. */
  static TypeName idType(IdModel id) {
    return IdCode.type(id);
  }

  /** {@code EdgeKey<S, T>} with boxed ids. */
  static TypeName edgeKey(IdModel source, IdModel target) {
    return ParameterizedTypeName.get(
        RuntimeNames.EDGE_KEY, IdCode.boxedType(source), IdCode.boxedType(target));
  }

  /** {@code Enrollment} becomes {@code enrollment}: the name of a parameter holding a record. */
  static String variable(RecordName name) {
    String simple = name.simpleName();
    String decapitalised = simple.substring(0, 1).toLowerCase(Locale.ROOT) + simple.substring(1);
    return new NameAllocator().newName(decapitalised);
  }

  /** The first paragraph of a {@code getAll} Javadoc, and the blank line after it. */
  static String batchGetDoc(String keyText) {
    return doc(
            "BatchGetItem: Get each key ("
                + keyText
                + "), 100 per request,\n"
                + "retrying unprocessed keys with backoff.\n")
        + "\n";
  }

  /** Text for Javadoc: {@code $} is JavaPoet's escape and HTML needs {@code &lt;}. */
  static String doc(String text) {
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;");
  }
}
