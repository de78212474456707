package io.edgetable.processor.read;

import javax.lang.model.element.TypeElement;

/**
 * A component's type reaches a record that javac refuses ({@link RefusedRecords}): javac reports
 * it, the reader reports nothing and leaves the annotated record out.
 */
final class RefusedRecordException extends Exception {
  private static final long serialVersionUID = 1L;

  RefusedRecordException(TypeElement record) {
    super(record.getQualifiedName() + " is refused by javac");
  }
}
