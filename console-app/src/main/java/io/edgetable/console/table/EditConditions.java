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
 * The conditions of an {@link Edit}: a create needs the item absent; an update needs the
 * attributes it writes unchanged since they were read; a delete needs the whole item unchanged.
 * With a version attribute the written version is the read one plus 1, as the DAOs write it, so
 * the version is always among the attributes an update writes and checks.
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

  /**
   * The condition of a create ({@code attribute_not_exists} of the partition key) or of a delete
   * (the item exists and every attribute read still holds the value read).
   */
  static String condition(TableInfo table, Edit edit, Expressions x) {
    String hash = x.name(table.keySchema().get(0).attribute());
    if (edit.before() == null) {
      return "attribute_not_exists(" + hash + ")";
    }
    List<String> parts = new ArrayList<>();
    parts.add("attribute_exists(" + hash + ")");
    edit.before().forEach((name, value) -> {
      if (!table.keyAttributes().contains(name)) {
        parts.add(holds(name, value, x));
      }
    });
    return String.join(" AND ", parts);
  }

  /**
   * The condition of an update: the item exists and every attribute the change writes (the
   * version among them) still holds the value read, or is still absent when none was read.
   * A concurrent change to another attribute is no conflict: the update leaves it as stored.
   */
  static String condition(TableInfo table, Map<String, AttributeValue> before,
      ItemChange change, Expressions x) {
    List<String> parts = new ArrayList<>();
    parts.add("attribute_exists(" + x.name(table.keySchema().get(0).attribute()) + ")");
    for (String name : change.attributes()) {
      AttributeValue read = before.get(name);
      parts.add(read == null ? "attribute_not_exists(" + x.name(name) + ")"
          : holds(name, read, x));
    }
    return String.join(" AND ", parts);
  }

  private static String holds(String name, AttributeValue value, Expressions x) {
    if (value.type() == AttributeValue.Type.NUL) {
      return "attribute_type(" + x.name(name) + ", " + x.value(AttributeValue.fromS("NULL")) + ")";
    }
    return x.name(name) + " = " + x.value(value);
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
