package io.edgetable.processor.write;

import java.util.List;

/** Every generator the processor runs, in order. Add a generator here with one line. */
public final class Generators {
  private Generators() {}

  public static List<Generator> all() {
    return List.of(
        new KeysGenerator(),
        new MarshallerGenerator(),
        new FieldsGenerator(),
        new DaoGenerator(),
        new CollectionGenerator());
  }
}
