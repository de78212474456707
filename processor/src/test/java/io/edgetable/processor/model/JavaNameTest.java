package io.edgetable.processor.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.edgetable.processor.model.TypeModel.Kind;
import java.util.List;
import org.junit.jupiter.api.Test;

class JavaNameTest {
  @Test
  void namesAreTheirParts() {
    JavaName level = JavaName.of("com.Acme.types", "Level");
    assertEquals("com.Acme.types.Level", level.canonicalName());
    JavaName status = JavaName.of("shop", "Registry", "status");
    assertEquals(List.of("Registry", "status"), status.simpleNames());
    assertEquals("shop.Registry.status", status.canonicalName());
    assertEquals("status", status.simpleName());
    assertEquals("Registry_status", status.joined("_"));
    assertEquals("Top.Inner", JavaName.of("", "Top", "Inner").canonicalName());
  }

  @Test
  void theKindFixesTheJavaTypeOfAllButEnumsAndRecords() {
    assertEquals("java.lang.Long", TypeModel.of(Kind.LONG).qualifiedName());
    assertEquals("long", TypeModel.primitive(Kind.LONG).qualifiedName());
    assertEquals(JavaName.of("java.lang", "Long"), TypeModel.primitive(Kind.LONG).javaName());
    assertEquals("byte[]", TypeModel.of(Kind.BYTES).qualifiedName());
    assertEquals(
        "com.Acme.types.Level",
        TypeModel.named(Kind.ENUM, JavaName.of("com.Acme.types", "Level")).qualifiedName());
    assertThrows(IllegalArgumentException.class, () -> TypeModel.of(Kind.ENUM));
    assertThrows(IllegalArgumentException.class, () -> TypeModel.primitive(Kind.STRING));
    assertThrows(
        IllegalArgumentException.class, () -> TypeModel.of(Kind.LONG, "java.lang.Integer", false));
  }
}
