package io.edgetable.console.json;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * DynamoDB JSON ({@code {"S": "x"}}, {@code {"N": "1.5"}}, {@code {"B": base64}}, sets, maps,
 * lists, {@code {"NULL": true}}, {@code {"BOOL": true}}) to and from SDK {@link AttributeValue}s.
 * Numbers stay the decimal text DynamoDB holds: never parsed to a double, so nothing is rounded.
 */
public final class DynamoJson {
  private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

  private DynamoJson() {}

  /** An item (attribute name to value) as a JSON object. */
  public static ObjectNode item(Map<String, AttributeValue> item) {
    ObjectNode json = NODES.objectNode();
    if (item != null) {
      item.forEach((name, value) -> json.set(name, value(value)));
    }
    return json;
  }

  /** One value as DynamoDB JSON. */
  public static ObjectNode value(AttributeValue value) {
    ObjectNode json = NODES.objectNode();
    switch (value.type()) {
      case S -> json.put("S", value.s());
      case N -> json.put("N", value.n());
      case B -> json.put("B", base64(value.b()));
      case BOOL -> json.put("BOOL", value.bool());
      case NUL -> json.put("NULL", true);
      case SS -> strings(json.putArray("SS"), value.ss());
      case NS -> strings(json.putArray("NS"), value.ns());
      case BS -> {
        ArrayNode set = json.putArray("BS");
        value.bs().forEach(b -> set.add(base64(b)));
      }
      case M -> json.set("M", item(value.m()));
      case L -> {
        ArrayNode list = json.putArray("L");
        value.l().forEach(v -> list.add(value(v)));
      }
      default -> throw new IllegalArgumentException("a value of unknown type " + value.type());
    }
    return json;
  }

  /**
   * An item from a JSON object of DynamoDB JSON values.
   *
   * @param field how error messages name the object, e.g. {@code after}
   * @throws BadJsonException naming the field and the attribute when a value is not DynamoDB JSON
   */
  public static Map<String, AttributeValue> toItem(JsonNode json, String field) {
    if (json == null || !json.isObject()) {
      throw new BadJsonException(field, "must be an object of attributes in DynamoDB JSON");
    }
    Map<String, AttributeValue> item = new LinkedHashMap<>();
    for (Map.Entry<String, JsonNode> entry : json.properties()) {
      if (entry.getKey().isEmpty()) {
        throw new BadJsonException(field, "has an attribute with an empty name");
      }
      item.put(entry.getKey(), toValue(entry.getValue(), field + "." + entry.getKey()));
    }
    return item;
  }

  /** One DynamoDB JSON value, e.g. {@code {"N": "12.5"}}. */
  public static AttributeValue toValue(JsonNode json, String field) {
    if (json == null || !json.isObject() || json.size() != 1) {
      throw new BadJsonException(field,
          "must be one DynamoDB JSON value such as {\"S\": \"text\"} or {\"N\": \"12.5\"}");
    }
    Map.Entry<String, JsonNode> only = json.properties().iterator().next();
    String type = only.getKey();
    JsonNode v = only.getValue();
    return switch (type) {
      case "S" -> AttributeValue.fromS(text(v, field));
      case "N" -> AttributeValue.fromN(number(v, field));
      case "B" -> AttributeValue.fromB(bytes(v, field));
      case "BOOL" -> {
        if (!v.isBoolean()) {
          throw new BadJsonException(field, "BOOL must be true or false");
        }
        yield AttributeValue.fromBool(v.booleanValue());
      }
      case "NULL" -> {
        if (!v.isBoolean() || !v.booleanValue()) {
          throw new BadJsonException(field, "NULL must be true");
        }
        yield AttributeValue.fromNul(true);
      }
      case "SS" -> AttributeValue.fromSs(distinct(texts(v, field, s -> s), field));
      case "NS" -> AttributeValue.fromNs(distinct(texts(v, field, s -> number(s, field)), field));
      case "BS" -> {
        List<SdkBytes> all = new ArrayList<>();
        for (String s : distinct(texts(v, field, s -> s), field)) {
          all.add(bytesOf(s, field));
        }
        yield AttributeValue.fromBs(all);
      }
      case "M" -> AttributeValue.fromM(toItem(v, field));
      case "L" -> {
        if (!v.isArray()) {
          throw new BadJsonException(field, "L must be a list of DynamoDB JSON values");
        }
        List<AttributeValue> list = new ArrayList<>();
        for (int i = 0; i < v.size(); i++) {
          list.add(toValue(v.get(i), field + "[" + i + "]"));
        }
        yield AttributeValue.fromL(list);
      }
      default -> throw new BadJsonException(field, "unknown DynamoDB type \"" + type
          + "\" (one of S N B BOOL NULL SS NS BS M L)");
    };
  }

  private static String text(JsonNode v, String field) {
    if (!v.isTextual()) {
      throw new BadJsonException(field, "must hold a string");
    }
    return v.textValue();
  }

  private static String number(JsonNode v, String field) {
    if (!v.isTextual()) {
      throw new BadJsonException(field, "N must be the number as a string, e.g. {\"N\": \"12.5\"}");
    }
    return number(v.textValue(), field);
  }

  private static String number(String text, String field) {
    try {
      new BigDecimal(text.strip());
    } catch (NumberFormatException e) {
      throw new BadJsonException(field, "\"" + text + "\" is not a number");
    }
    return text.strip();
  }

  private interface Check {
    String apply(String s);
  }

  private static List<String> texts(JsonNode v, String field, Check check) {
    if (!v.isArray() || v.isEmpty()) {
      throw new BadJsonException(field, "a set must be a non-empty list of strings");
    }
    List<String> all = new ArrayList<>();
    for (JsonNode element : v) {
      if (!element.isTextual()) {
        throw new BadJsonException(field, "a set holds strings (numbers as strings too)");
      }
      all.add(check.apply(element.textValue()));
    }
    return all;
  }

  private static List<String> distinct(List<String> values, String field) {
    if (values.stream().distinct().count() != values.size()) {
      throw new BadJsonException(field, "a set holds each value once");
    }
    return values;
  }

  private static SdkBytes bytes(JsonNode v, String field) {
    return bytesOf(text(v, field), field);
  }

  private static SdkBytes bytesOf(String base64, String field) {
    try {
      return SdkBytes.fromByteArray(Base64.getDecoder().decode(base64));
    } catch (IllegalArgumentException e) {
      throw new BadJsonException(field, "binary values are base64");
    }
  }

  private static String base64(SdkBytes bytes) {
    return Base64.getEncoder().encodeToString(bytes.asByteArray());
  }

  private static void strings(ArrayNode array, List<String> values) {
    values.forEach(array::add);
  }
}
