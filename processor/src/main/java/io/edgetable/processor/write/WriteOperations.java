package io.edgetable.processor.write;

import static io.edgetable.processor.write.Fragments.code;

import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.ParameterizedTypeName;
import com.squareup.javapoet.TypeName;
import io.edgetable.processor.names.RuntimeNames;
import io.edgetable.processor.write.DaoOperation.Doc;
import io.edgetable.processor.write.DaoOperation.Parameter;
import io.edgetable.processor.write.DaoOperation.Shape;
import java.util.ArrayList;
import java.util.List;

/** The writes of one record: its parameters, result and the runtime call of each. */
final class WriteOperations {
  private final DaoSubject subject;

  WriteOperations(DaoSubject subject) {
    this.subject = subject;
  }

  /** {@code boolean put(record)}: creates it unless it exists. */
  DaoOperation put(Doc doc) {
    return ofRecord("put", doc, TypeName.BOOLEAN, "this.table.put(" + subject.variable() + ")");
  }

  /** {@code void save(record)}: a node's upsert. */
  DaoOperation save(Doc doc) {
    return ofRecord("save", doc, TypeName.VOID, "this.table.save(" + subject.variable() + ")");
  }

  /** {@code boolean replace(record[, condition])}: overwrites an existing edge. */
  DaoOperation replace(boolean conditional, Doc doc) {
    String variable = subject.variable();
    String condition = conditional ? subject.conditionName() : null;
    List<Parameter> parameters = new ArrayList<>();
    parameters.add(subject.recordParameter());
    List<String> nonNull = new ArrayList<>(List.of(variable));
    subject.addCondition(conditional, condition, parameters, nonNull);
    return new DaoOperation(
        "replace",
        parameters,
        nonNull,
        doc,
        TypeName.BOOLEAN,
        Shape.FUTURE,
        CodeBlock.of(
            "$L",
            code(
                "this.table.replace("
                    + variable
                    + ", "
                    + (conditional ? condition : "null")
                    + ")")));
  }

  /** {@code boolean delete(ids...[, condition])}. */
  DaoOperation delete(boolean conditional, Doc doc) {
    List<Parameter> parameters = new ArrayList<>(subject.keyParameters());
    List<String> nonNull = new ArrayList<>();
    String condition = conditional ? subject.conditionName() : "null";
    subject.addCondition(conditional, condition, parameters, nonNull);
    return new DaoOperation(
        "delete",
        parameters,
        nonNull,
        doc,
        TypeName.BOOLEAN,
        Shape.FUTURE,
        CodeBlock.of("this.table.delete($L,$W" + code(condition) + ")", subject.key()));
  }

  /** {@code boolean delete(record)} of a versioned record: only at the record's version. */
  DaoOperation deleteRecord(Doc doc) {
    return ofRecord(
        "delete", doc, TypeName.BOOLEAN, "this.table.delete(" + subject.variable() + ")");
  }

  /** {@code Optional<Foo> update(ids..., update[, condition])}: one UpdateItem. */
  DaoOperation update(boolean conditional, Doc doc) {
    List<String> names = subject.freshNames("update", "condition");
    String update = names.get(0);
    String condition = conditional ? names.get(1) : "null";
    List<Parameter> parameters = new ArrayList<>(subject.keyParameters());
    parameters.add(
        new Parameter(ParameterizedTypeName.get(RuntimeNames.UPDATE, subject.record()), update));
    List<String> nonNull = new ArrayList<>(List.of(update));
    subject.addCondition(conditional, condition, parameters, nonNull);
    return new DaoOperation(
        "update",
        parameters,
        nonNull,
        doc,
        ParameterizedTypeName.get(DaoNames.OPTIONAL, subject.record()),
        Shape.FUTURE,
        CodeBlock.of(
            "this.table.update($L,$W" + code(update + ", " + condition) + ")", subject.key()));
  }

  /** An operation whose one parameter is the record, checked non-null. */
  private DaoOperation ofRecord(String name, Doc doc, TypeName result, String call) {
    return new DaoOperation(
        name,
        List.of(subject.recordParameter()),
        List.of(subject.variable()),
        doc,
        result,
        Shape.FUTURE,
        CodeBlock.of("$L", code(call)));
  }
}
