package io.edgetable.processor.write;

import static io.edgetable.processor.write.Fragments.code;

import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.ParameterizedTypeName;
import com.squareup.javapoet.TypeName;
import io.edgetable.processor.write.DaoOperation.Doc;
import io.edgetable.processor.write.DaoOperation.Parameter;
import io.edgetable.processor.write.DaoOperation.Shape;
import java.util.List;

/** The batches of one record: putAll, deleteAll and getAll. */
final class BatchOperations {
  private final DaoSubject subject;

  BatchOperations(DaoSubject subject) {
    this.subject = subject;
  }

  /** {@code enrollments}: the parameter of putAll. */
  static String records(DaoSubject subject) {
    return CollectionGenerator.listName(subject.name().simpleName());
  }

  /** {@code ids} of a node, {@code keys} of an edge: the parameter of deleteAll and getAll. */
  static String keysName(DaoSubject subject) {
    return subject.isNode() ? "ids" : "keys";
  }

  /** {@code putAll(records)}; with {@code counted}, returns how many it created. */
  DaoOperation putAll(boolean counted, Doc doc) {
    String records = records(subject);
    return new DaoOperation(
        "putAll",
        List.of(
            new Parameter(
                ParameterizedTypeName.get(DaoNames.COLLECTION, subject.record()), records)),
        List.of(records),
        doc,
        counted ? TypeName.INT : TypeName.VOID,
        Shape.FUTURE,
        CodeBlock.of(
            "$L", code("this.table." + (counted ? "putAllCounted(" : "putAll(") + records + ")")));
  }

  /** {@code deleteAll(keys)}; with {@code counted}, returns how many it deleted. */
  DaoOperation deleteAll(boolean counted, Doc doc) {
    String parameter = keysName(subject);
    return new DaoOperation(
        "deleteAll",
        List.of(new Parameter(subject.batchKeys(), parameter)),
        List.of(parameter),
        doc,
        counted ? TypeName.INT : TypeName.VOID,
        Shape.FUTURE,
        CodeBlock.of(
            "$L",
            code(
                "this.table." + (counted ? "deleteAllCounted(" : "deleteAll(") + parameter + ")")));
  }

  /** {@code List<Foo> getAll(keys)}. */
  DaoOperation getAll(Doc doc) {
    String parameter = keysName(subject);
    return new DaoOperation(
        "getAll",
        List.of(new Parameter(subject.batchKeys(), parameter)),
        List.of(parameter),
        doc,
        ParameterizedTypeName.get(DaoNames.LIST, subject.record()),
        Shape.FUTURE,
        CodeBlock.of("$L", code("this.table.getAll(" + parameter + ")")));
  }
}
