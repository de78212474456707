package io.edgetable.console.json;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

/** The one Jackson mapper: numbers read as exact decimals, never as doubles. */
public final class Jsons {
  public static final ObjectMapper MAPPER = new ObjectMapper()
      .enable(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS)
      .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS);

  private Jsons() {}

  /** A new empty object. */
  public static ObjectNode object() {
    return MAPPER.createObjectNode();
  }

  /** Parses a request body; malformed JSON is a {@link BadJsonException} naming the body. */
  public static JsonNode parse(String body) {
    if (body == null || body.isBlank()) {
      throw new BadJsonException("body", "is empty; send a JSON object");
    }
    try {
      JsonNode json = MAPPER.readTree(body);
      if (!json.isObject()) {
        throw new BadJsonException("body", "must be a JSON object");
      }
      return json;
    } catch (JsonProcessingException e) {
      throw new BadJsonException("body", "is not valid JSON (line "
          + e.getLocation().getLineNr() + ", column " + e.getLocation().getColumnNr() + ")");
    }
  }

  /** Writes JSON text. */
  public static String write(Object json) {
    try {
      return MAPPER.writeValueAsString(json);
    } catch (JsonProcessingException e) {
      throw new IllegalStateException("cannot write JSON", e);
    }
  }
}
