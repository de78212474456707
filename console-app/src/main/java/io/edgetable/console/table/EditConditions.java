package io.edgetable.console.table;

import io.edgetable.console.json.BadJsonException;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The condition of an {@link Edit}: for a create, {@code attribute_not_exists} of the partition
 * key; otherwise the item exists, every attribute read still holds the value read, and every
 * attribute the edit adds is still absent. With a version attribute the written version is the
 * read one plus 1, as the DAOs write it.
 */
final class EditConditions {
  private EditConditions() {}

  /** The key of {@code edit}'s item; both sides of an update must have the same key. */
  static Map<String, AttributeValue> key(TableInfo table, Edit edit, String field) {
    Map<String, AttributeValue> item = edit.after() != null ? edit.after() : edit.before();
    String side = edit.after() != null ? field + ".after" : field + ".before";
    if (item == null) {
      throw new BadJsonException(field, "before and after cannot both be null");
    }
    Map<String, AttributeValue> key = new LinkedHashMap<>();
    for (KeyAttribute k : table.keySchema()) {
      AttributeValue v = item.get(k.attribute());
      if (v == null) {
        throw new BadJsonException(side, "is missing the key attribute " + k.attribute());
      }
      if (!v.type().toString().equals(k.type())) {
        throw new BadJsonException(side + "." + k.attribute(),
            "is a key attribute of type " + k.type() + ", not " + v.type());
      }
      key.put(k.attribute(), v);
    }
    if (edit.before() != null && edit.after() != null) {
      for (KeyAttribute k : table.keySchema()) {
        if (!edit.after().get(k.attribute()).equals(edit.before().get(k.attribute()))) {
          throw new BadJsonException(field + ".after." + k.attribute(), "differs from before: a key"
              + " cannot be edited in place; create the new item and delete the old one");
        }
      }
    }
    return key;
  }

  /** The condition expression, with its names and values in {@code x}. */
  static String condition(TableInfo table, Edit edit, Expressions x) {
    String hash = x.name(table.keySchema().get(0).attribute());
    if (edit.before() == null) {
      return "attribute_not_exists(" + hash + ")";
    }
    List<String> parts = new ArrayList<>();
    parts.add("attribute_exists(" + hash + ")");
    edit.before().forEach((name, value) -> {
      if (table.keyAttributes().contains(name)) {
        return;
      }
      if (value.type() == AttributeValue.Type.NUL) {
        parts.add("attribute_type(" + x.name(name) + ", " + x.value(AttributeValue.fromS("NULL"))
            + ")");
      } else {
        parts.add(x.name(name) + " = " + x.value(value));
      }
    });
    if (edit.after() != null) {
      edit.after().keySet().stream()
          .filter(name -> !edit.before().containsKey(name))
          .forEach(name -> parts.add("attribute_not_exists(" + x.name(name) + ")"));
    }
    return String.join(" AND ", parts);
  }

  /** {@code after} with its version moved on, when the item's kind has one. */
  static Map<String, AttributeValue> versioned(Edit edit, Optional<String> version) {
    if (edit.after() == null || version.isEmpty()) {
      return edit.after();
    }
    String name = version.get();
    AttributeValue read = edit.before() == null ? null : edit.before().get(name);
    AttributeValue wanted = edit.after().get(name);
    Map<String, AttributeValue> after = new LinkedHashMap<>(edit.after());
    if (read == null) {
      after.put(name, AttributeValue.fromN("1"));
    } else if (read.n() != null && (wanted == null || wanted.equals(read))) {
      after.put(name, AttributeValue.fromN(
          new BigDecimal(read.n()).add(BigDecimal.ONE).toPlainString()));
    }
    return after;
  }
}
