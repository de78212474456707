package io.edgetable.bench.cold;

import io.edgetable.bench.enhanced.EnhancedSchemas;

/** The first item marshalled through {@code TableSchema.fromImmutableClass}. */
final class ImmutableSchemaFirstItem {
  private ImmutableSchemaFirstItem() {}

  static Object marshal() {
    return EnhancedSchemas.immutableSchema()
        .itemToMap(EnhancedSchemas.immutable(ColdSample.enrollment()), true);
  }
}
