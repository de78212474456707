package io.edgetable.processor.write;

import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.TypeName;
import io.edgetable.processor.write.DaoOperation.Doc;
import io.edgetable.processor.write.DaoOperation.Shape;
import java.util.List;

/**
 * The write a DAO adds to its base class: {@code delete(record)} of a versioned record, whose
 * parameter is the record type (the other writes are the base class's).
 */
final class WriteOperations {
  private final DaoSubject subject;

  WriteOperations(DaoSubject subject) {
    this.subject = subject;
  }

  /** {@code boolean delete(record)} of a versioned record: only at the record's version. */
  DaoOperation deleteRecord(Doc doc) {
    String variable = subject.variable();
    return new DaoOperation(
        "delete",
        List.of(subject.recordParameter()),
        List.of(variable),
        doc,
        TypeName.BOOLEAN,
        Shape.FUTURE,
        CodeBlock.of("$L.delete(" + Fragments.code(variable) + ")", DaoNames.table()));
  }
}
