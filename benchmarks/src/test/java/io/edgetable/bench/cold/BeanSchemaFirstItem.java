package io.edgetable.bench.cold;

import io.edgetable.bench.enhanced.EnhancedSchemas;

/** The first item marshalled through {@code TableSchema.fromBean}, schema built on first use. */
final class BeanSchemaFirstItem {
  private BeanSchemaFirstItem() {}

  static Object marshal() {
    return EnhancedSchemas.beanSchema()
        .itemToMap(EnhancedSchemas.bean(ColdSample.enrollment()), true);
  }
}
