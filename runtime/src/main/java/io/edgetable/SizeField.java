package io.edgetable;

/** {@code size(attribute)}: compared with numbers ({@code .size().gt(3)}). */
public final class SizeField<R> {
  SizeField() {}

  public Condition<R> eq(long size) {
    throw new UnsupportedOperationException("TODO");
  }
}
