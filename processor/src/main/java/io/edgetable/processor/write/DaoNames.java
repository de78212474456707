package io.edgetable.processor.write;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.NameAllocator;
import com.squareup.javapoet.ParameterizedTypeName;
import com.squareup.javapoet.TypeName;
import io.edgetable.processor.model.GeneratedClass;
import io.edgetable.processor.model.IdModel;
import io.edgetable.processor.model.RecordName;
import io.edgetable.processor.names.RuntimeNames;
import java.util.Locale;

/**
 * The JDK types and the Java types of model elements that the DAO, fields and collection
 * generators write. Runtime and SDK types are all in {@link RuntimeNames}.
 */
final class DaoNames {
  static final ClassName STRING = ClassName.get(String.class);
  static final ClassName OPTIONAL = ClassName.get("java.util", "Optional");
  static final ClassName LIST = ClassName.get("java.util", "List");
  static final ClassName MAP = ClassName.get("java.util", "Map");

  /** {@code Map<String, AttributeValue>}: an item or a key. */
  static final TypeName ITEM = ParameterizedTypeName.get(MAP, STRING, RuntimeNames.ATTRIBUTE_VALUE);

  private DaoNames() {}

  /** The annotated record itself. */
  static ClassName record(RecordName name) {
    return SourceWriter.record(name);
  }

  /** A class generated for the record: {@code generated(name, KEYS)} is {@code FooKeys}. */
  static ClassName generated(RecordName name, GeneratedClass generated) {
    return SourceWriter.generated(name, generated);
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

  /**
   * {@code DaoTables.of(this)}: the table of the DAO being written, for the methods it adds to its
   * base class (which keeps its own private).
   */
  static CodeBlock table() {
    return CodeBlock.of("$T.of(this)", RuntimeNames.DAO_TABLES);
  }

  /** Text for Javadoc: HTML needs {@code &lt;}. */
  static String doc(String text) {
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;");
  }
}
