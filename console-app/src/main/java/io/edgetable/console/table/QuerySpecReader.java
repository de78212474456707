package io.edgetable.console.table;

import com.fasterxml.jackson.databind.JsonNode;
import io.edgetable.console.json.BadJsonException;
import io.edgetable.console.json.DynamoJson;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Reads the body of {@code POST /api/tables/{t}/query} into a {@link QuerySpec}, checking it
 * against the table's key schema; every problem is a {@link BadJsonException} naming the field.
 */
public final class QuerySpecReader {
  static final Set<String> SORT_OPS = Set.of("=", "<", "<=", ">", ">=", "BETWEEN", "begins_with");
  static final Set<String> COMPARISONS = Set.of("=", "<>", "<", "<=", ">", ">=");
  static final Set<String> FILTER_OPS = Set.of(
      "=", "<>", "<", "<=", ">", ">=", "BETWEEN", "IN", "begins_with", "contains",
      "attribute_exists", "attribute_not_exists", "attribute_type");
  static final Set<String> TYPES =
      Set.of("S", "N", "B", "BOOL", "NULL", "SS", "NS", "BS", "M", "L");
  static final int MAX_LIMIT = 1000;
  static final int DEFAULT_LIMIT = 50;

  private QuerySpecReader() {}

  public static QuerySpec read(TableInfo table, JsonNode body) {
    return read(table, body, QueryValues.AS_GIVEN);
  }

  /** The query of {@code body}, its condition values typed by {@code typing}. */
  public static QuerySpec read(TableInfo table, JsonNode body, QueryValues typing) {
    String indexName = optionalText(body, "index");
    IndexInfo index = table.index(indexName).orElseThrow(() -> new BadJsonException("index",
        "table " + table.name() + " has no index \"" + indexName + "\"; its indexes are "
            + table.indexes().stream().map(IndexInfo::name).toList()));
    KeyAttribute hash = index.hashKey().orElseThrow(() -> new BadJsonException("index",
        "index " + indexName + " has a multi-attribute partition key, which the console cannot"
            + " query yet"));
    JsonNode key = body.get("key");
    if (key == null || !key.isObject()) {
      throw new BadJsonException("key",
          "is required: {\"attribute\": \"" + hash.attribute()
              + "\", \"value\": {\"S\": \"...\"}}");
    }
    String keyAttribute = optionalText(key, "attribute", "key.attribute");
    if (keyAttribute != null && !keyAttribute.equals(hash.attribute())) {
      throw new BadJsonException("key.attribute", "the partition key of "
          + (indexName == null ? "the table" : "index " + indexName) + " is "
          + hash.attribute() + ", not " + keyAttribute);
    }
    AttributeValue keyValue = DynamoJson.toValue(key.get("value"), "key.value");
    checkKeyType(hash, keyValue, "key.value");
    List<Clause> sort = sort(index, body.get("sort"));
    List<Clause> filters = filters(index, table, body.get("filters"), typing);
    int limit = limit(body.get("limit"));
    String cursor = optionalText(body, "cursor");
    JsonNode descending = body.get("descending");
    if (descending != null && !descending.isNull() && !descending.isBoolean()) {
      throw new BadJsonException("descending", "must be true or false");
    }
    return new QuerySpec(table, indexName, hash.attribute(), keyValue, sort, filters, limit,
        cursor, descending != null && descending.asBoolean(false));
  }

  /**
   * The sort key conditions: {@code sort} is one condition or a list of them. On a
   * multi-attribute sort key (an ordered inverse: {@code enrolledOn} then {@code GSI2SK}),
   * DynamoDB takes equality on the leading attributes and any operator on the next, in key
   * order; a condition names its attribute (one condition without a name is on the first).
   */
  private static List<Clause> sort(IndexInfo index, JsonNode sort) {
    List<Clause> clauses = new ArrayList<>();
    if (sort == null || sort.isNull() || (sort.isArray() && sort.isEmpty())) {
      return clauses;
    }
    List<KeyAttribute> range = index.keySchema().stream()
        .filter(k -> k.keyType().equals("RANGE")).toList();
    if (range.isEmpty()) {
      throw new BadJsonException("sort", "this table or index has no sort key; filter instead");
    }
    List<JsonNode> given = new ArrayList<>();
    if (sort.isArray()) {
      sort.forEach(given::add);
    } else {
      given.add(sort);
    }
    if (given.size() > range.size()) {
      throw new BadJsonException("sort", given.size() + " conditions; the sort key has "
          + range.size() + " attribute" + (range.size() == 1 ? "" : "s") + ": " + names(range));
    }
    for (int i = 0; i < given.size(); i++) {
      String field = sort.isArray() ? "sort[" + i + "]" : "sort";
      JsonNode one = given.get(i);
      if (!one.isObject()) {
        throw new BadJsonException(field, "must be {\"attribute\", \"op\", \"values\"}");
      }
      KeyAttribute key = range.get(i);
      String attribute = optionalText(one, "attribute", field + ".attribute");
      if (attribute != null && !attribute.equals(key.attribute())) {
        boolean later = range.stream().anyMatch(k -> k.attribute().equals(attribute));
        throw new BadJsonException(field + ".attribute", later
            ? "a condition on " + attribute + " needs equality on "
                + names(range.subList(0, range.indexOf(range.stream()
                    .filter(k -> k.attribute().equals(attribute)).findFirst().orElseThrow())))
                + " first: the sort key is " + names(range) + ", conditioned in that order"
            : attribute + " is not in the sort key " + names(range));
      }
      String op = requiredText(one, "op", field + ".op");
      if (!SORT_OPS.contains(op)) {
        throw new BadJsonException(field + ".op", "\"" + op + "\" is not a key condition; use"
            + " one of = < <= > >= BETWEEN begins_with");
      }
      if (i < given.size() - 1 && !op.equals("=")) {
        throw new BadJsonException(field + ".op", "only the last condition of a multi-attribute"
            + " sort key may use " + op + "; " + key.attribute() + " comes before "
            + range.get(i + 1).attribute() + ", so it takes =");
      }
      List<AttributeValue> values =
          values(one.get("values"), field + ".values", op.equals("BETWEEN") ? 2 : 1);
      for (int v = 0; v < values.size(); v++) {
        checkKeyType(key, values.get(v), field + ".values[" + v + "]");
      }
      if (op.equals("begins_with") && key.type().equals("N")) {
        throw new BadJsonException(field + ".op", "begins_with needs a string or binary sort key;"
            + " " + key.attribute() + " is a number");
      }
      clauses.add(new Clause(key.attribute(), op, values));
    }
    return clauses;
  }

  private static String names(List<KeyAttribute> keys) {
    return keys.stream().map(KeyAttribute::attribute).toList().toString();
  }

  private static List<Clause> filters(IndexInfo index, TableInfo table, JsonNode filters,
      QueryValues typing) {
    List<Clause> clauses = new ArrayList<>();
    if (filters == null || filters.isNull()) {
      return clauses;
    }
    if (!filters.isArray()) {
      throw new BadJsonException("filters",
          "must be a list of {\"attribute\", \"op\", \"values\"}");
    }
    for (int i = 0; i < filters.size(); i++) {
      String field = "filters[" + i + "]";
      JsonNode f = filters.get(i);
      if (!f.isObject()) {
        throw new BadJsonException(field, "must be {\"attribute\", \"op\", \"values\"}");
      }
      String attribute = requiredText(f, "attribute", field + ".attribute");
      boolean key = index.keySchema().stream().anyMatch(k -> k.attribute().equals(attribute))
          || table.keyAttributes().contains(attribute);
      if (key) {
        throw new BadJsonException(field + ".attribute", attribute
            + " is a key attribute; a query filters other attributes (use the key conditions)");
      }
      String op = requiredText(f, "op", field + ".op");
      List<AttributeValue> values = new ArrayList<>(filterValues(f.get("values"), op, field));
      if (!op.startsWith("size ") && !op.equals("attribute_type")) {
        for (int v = 0; v < values.size(); v++) {
          values.set(v, typing.typed(attribute, op, values.get(v), field + ".values[" + v + "]"));
        }
      }
      clauses.add(new Clause(attribute, op, List.copyOf(values)));
    }
    return clauses;
  }

  private static List<AttributeValue> filterValues(JsonNode values, String op, String field) {
    if (op.startsWith("size ")) {
      String comparison = op.substring(5).strip();
      if (!COMPARISONS.contains(comparison) && !comparison.equals("BETWEEN")) {
        throw new BadJsonException(field + ".op", "size takes = <> < <= > >= or BETWEEN");
      }
      List<AttributeValue> sizes = values(values, field + ".values",
          comparison.equals("BETWEEN") ? 2 : 1);
      for (AttributeValue size : sizes) {
        if (size.n() == null) {
          throw new BadJsonException(field + ".values", "a size is a number: {\"N\": \"3\"}");
        }
      }
      return sizes;
    }
    if (!FILTER_OPS.contains(op)) {
      throw new BadJsonException(field + ".op", "\"" + op + "\" is not a filter; use one of "
          + "= <> < <= > >= BETWEEN IN begins_with contains attribute_exists"
          + " attribute_not_exists attribute_type size");
    }
    return switch (op) {
      case "attribute_exists", "attribute_not_exists" -> values(values, field + ".values", 0);
      case "BETWEEN" -> values(values, field + ".values", 2);
      case "IN" -> values(values, field + ".values", -1);
      case "attribute_type" -> {
        List<AttributeValue> type = values(values, field + ".values", 1);
        if (type.get(0).s() == null || !TYPES.contains(type.get(0).s())) {
          throw new BadJsonException(field + ".values",
              "attribute_type takes a type name: {\"S\": \"N\"}, one of " + TYPES);
        }
        yield type;
      }
      default -> values(values, field + ".values", 1);
    };
  }

  /** {@code count} values (-1: one to 100). */
  private static List<AttributeValue> values(JsonNode values, String field, int count) {
    List<AttributeValue> all = new ArrayList<>();
    if (values != null && !values.isNull()) {
      if (!values.isArray()) {
        throw new BadJsonException(field, "must be a list of DynamoDB JSON values");
      }
      for (int i = 0; i < values.size(); i++) {
        all.add(DynamoJson.toValue(values.get(i), field + "[" + i + "]"));
      }
    }
    if (count >= 0 && all.size() != count) {
      throw new BadJsonException(field, "needs " + count + " value" + (count == 1 ? "" : "s")
          + ", got " + all.size());
    }
    if (count < 0 && (all.isEmpty() || all.size() > 100)) {
      throw new BadJsonException(field, "IN needs 1 to 100 values, got " + all.size());
    }
    return all;
  }

  private static void checkKeyType(KeyAttribute key, AttributeValue value, String field) {
    String type = value.type().toString();
    if (!type.equals(key.type())) {
      throw new BadJsonException(field, key.attribute() + " is of type " + key.type()
          + ", not " + type);
    }
  }

  private static int limit(JsonNode limit) {
    if (limit == null || limit.isNull()) {
      return DEFAULT_LIMIT;
    }
    if (!limit.canConvertToExactIntegral() || limit.asLong() < 1 || limit.asLong() > MAX_LIMIT) {
      throw new BadJsonException("limit", "must be a whole number from 1 to " + MAX_LIMIT);
    }
    return limit.asInt();
  }

  static String optionalText(JsonNode json, String name) {
    return optionalText(json, name, name);
  }

  static String optionalText(JsonNode json, String name, String field) {
    JsonNode v = json.get(name);
    if (v == null || v.isNull()) {
      return null;
    }
    if (!v.isTextual()) {
      throw new BadJsonException(field, "must be a string");
    }
    return v.textValue();
  }

  static String requiredText(JsonNode json, String name, String field) {
    String text = optionalText(json, name, field);
    if (text == null || text.isEmpty()) {
      throw new BadJsonException(field, "is required");
    }
    return text;
  }
}
