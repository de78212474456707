package io.edgetable.processor.read;

import javax.lang.model.element.TypeElement;

/**
 * Records that javac refuses on its own, after annotation processing: those with a component named
 * like a method of {@code Object} without parameters ({@code clone}, {@code finalize}, {@code
 * getClass}, {@code hashCode}, {@code notify}, {@code notifyAll}, {@code toString}, {@code wait};
 * JLS 8.10.1). javac gives such a component no accessor and reports "illegal record component
 * name" once processing ends. The reader leaves these records to javac: it reports nothing on them
 * (an error from a processor ends the compilation before javac's own is shown) and generates
 * nothing for them (generated code would add errors of its own), nor for what uses them.
 */
final class RefusedRecords {
  private RefusedRecords() {}

  static boolean refusedByJavac(TypeElement record) {
    return record.getRecordComponents().stream().anyMatch(c -> c.getAccessor() == null);
  }
}
