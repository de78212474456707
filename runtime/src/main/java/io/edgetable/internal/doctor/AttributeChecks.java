package io.edgetable.internal.doctor;

import io.edgetable.doctor.Finding;
import io.edgetable.doctor.TypeMismatch;
import io.edgetable.doctor.ValueMismatch;
import io.edgetable.schema.ValueFormat;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The attributes of one node or edge item against its kind: each stored with its schema's type
 * ({@link TypeMismatch} otherwise), each value one its component reads ({@link ValueMismatch}: a
 * number out of range, a malformed date, an unknown enum constant), and an ordered edge's sort
 * attribute present ({@link ValueMismatch}: without it the edge is not in its index). Readable
 * means what the generated marshaller reads: the runtime's own decoders decide.
 */
final class AttributeChecks {
  private AttributeChecks() {}

  static void check(
      Map<String, AttributeValue> item,
      String kind,
      List<Attribute> attributes,
      String index,
      String sortBy,
      Consumer<Finding> found) {
    for (Attribute attribute : attributes) {
      String name = attribute.name();
      AttributeValue value = item.get(name);
      boolean nul = value != null && value.type() == AttributeValue.Type.NUL;
      if (value == null || nul) {
        if (name.equals(sortBy)) {
          found.accept(
              new ValueMismatch(
                  Keys.of(item), kind, name, Optional.ofNullable(value),
                  "present: index " + index + " sorts by it, and leaves out an edge without it"));
        }
      } else if (value.type() != attribute.type()) {
        found.accept(new TypeMismatch(Keys.of(item), kind, name, attribute.type(), value.type()));
      } else if (attribute.format() != null && !attribute.format().reads(value)) {
        found.accept(
            new ValueMismatch(
                Keys.of(item), kind, name, Optional.of(value), attribute.format().describe()));
      }
    }
  }

}
