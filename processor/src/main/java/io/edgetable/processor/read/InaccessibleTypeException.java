package io.edgetable.processor.read;

import javax.lang.model.element.TypeElement;

/**
 * A component's type (or a type it reaches) that generated code cannot name: {@code blocking} is
 * the type itself or the class it is nested in.
 */
final class InaccessibleTypeException extends Exception {
  private static final long serialVersionUID = 1L;

  private final String usedType;
  private final String blocking;
  private final boolean isPrivate;

  InaccessibleTypeException(TypeElement used, TypeElement blocking) {
    super(used.getQualifiedName() + " is not accessible");
    this.usedType = used.getQualifiedName().toString();
    this.blocking = blocking.getQualifiedName().toString();
    this.isPrivate = Access.isPrivate(blocking);
  }

  String usedType() {
    return usedType;
  }

  String blocking() {
    return blocking;
  }

  boolean isPrivate() {
    return isPrivate;
  }
}
