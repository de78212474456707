package io.edgetable.bench.cold;

import io.edgetable.bench.enhanced.EnhancedSchemas;

/** The first item marshalled through a {@code StaticTableSchema} built on first use. */
final class StaticSchemaFirstItem {
  private StaticSchemaFirstItem() {}

  static Object marshal() {
    return EnhancedSchemas.staticSchema()
        .itemToMap(EnhancedSchemas.bean(ColdSample.enrollment()), true);
  }
}
