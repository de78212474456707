package io.edgetable.console.table;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * What an edit of a stored item changes, as one UpdateItem sends it: the attributes to SET (new,
 * or holding another value than read) and those to REMOVE (read, then dropped). An attribute the
 * edit leaves alone is not named, so a value someone else stored there meanwhile is kept.
 */
record ItemChange(Map<String, AttributeValue> set, List<String> remove) {

  /** The change from {@code before} to {@code after}; key attributes are never part of it. */
  static ItemChange between(TableInfo table, Map<String, AttributeValue> before,
      Map<String, AttributeValue> after) {
    Map<String, AttributeValue> set = new LinkedHashMap<>();
    after.forEach((name, value) -> {
      if (!table.keyAttributes().contains(name) && !value.equals(before.get(name))) {
        set.put(name, value);
      }
    });
    List<String> remove = new ArrayList<>();
    before.keySet().stream()
        .filter(name -> !table.keyAttributes().contains(name) && !after.containsKey(name))
        .forEach(remove::add);
    return new ItemChange(Collections.unmodifiableMap(set), List.copyOf(remove));
  }

  boolean isEmpty() {
    return set.isEmpty() && remove.isEmpty();
  }

  /** The attributes this change writes, in the order the update expression names them. */
  List<String> attributes() {
    List<String> names = new ArrayList<>(set.keySet());
    names.addAll(remove);
    return names;
  }

  /** {@code SET #n0 = :v0, ... REMOVE #n3, ...}, with its names and values in {@code x}. */
  String expression(Expressions x) {
    List<String> clauses = new ArrayList<>();
    if (!set.isEmpty()) {
      List<String> sets = new ArrayList<>();
      set.forEach((name, value) -> sets.add(x.name(name) + " = " + x.value(value)));
      clauses.add("SET " + String.join(", ", sets));
    }
    if (!remove.isEmpty()) {
      clauses.add("REMOVE " + String.join(", ", remove.stream().map(x::name).toList()));
    }
    return String.join(" ", clauses);
  }
}
