package io.edgetable.processor.write;

import java.util.List;

/** Every generator the processor runs, in order. Add a generator here with one line. */
public final class Generators {
  private Generators() {}

  /** Every generator, with the async DAOs. */
  public static List<Generator> all() {
    return all(true);
  }

  /** Every generator; {@code async}: whether each record also gets {@code FooAsyncDao}. */
  public static List<Generator> all(boolean async) {
    return List.of(
        new KeysGenerator(),
        new MarshallerGenerator(),
        new FieldsGenerator(),
        new DaoGenerator(async),
        new CollectionGenerator());
  }
}
