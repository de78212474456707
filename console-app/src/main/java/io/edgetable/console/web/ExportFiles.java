package io.edgetable.console.web;

import io.edgetable.console.table.IndexInfo;
import io.edgetable.console.table.KeyAttribute;
import io.edgetable.console.table.TableInfo;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The shape of an export: its columns (the table's key attributes, then each index's, then the
 * other attributes by name, so two exports of the same items have the same columns) and its file
 * name (the table and the partition, in a form every browser keeps, with the exact name beside it
 * as RFC 6266 {@code filename*}).
 */
final class ExportFiles {
  private ExportFiles() {}

  static List<String> columns(TableInfo table, List<Map<String, AttributeValue>> items) {
    Set<String> present = new TreeSet<>();
    items.forEach(i -> present.addAll(i.keySet()));
    Set<String> columns = new LinkedHashSet<>();
    List<KeyAttribute> keys = new ArrayList<>(table.keySchema());
    for (IndexInfo index : table.indexes()) {
      keys.addAll(index.keySchema());
    }
    for (KeyAttribute key : keys) {
      if (present.contains(key.attribute())) {
        columns.add(key.attribute());
      }
    }
    columns.addAll(present);
    return List.copyOf(columns);
  }

  /** {@code attachment; filename="t_USER_celeb.csv"; filename*=UTF-8''t_USER%23celeb.csv}. */
  static String disposition(String name, String format) {
    String file = name + "." + format;
    String plain = file.replaceAll("[^A-Za-z0-9._-]", "_");
    String exact = URLEncoder.encode(file, StandardCharsets.UTF_8).replace("+", "%20");
    return "attachment; filename=\"" + plain + "\"; filename*=UTF-8''" + exact;
  }
}
