package io.edgetable.schema;


import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The JSON writer of the exports, read back with a real parser. */
class JsonTest {
  private static final ObjectMapper PARSER = new ObjectMapper();

  @Test
  void nestedValuesParseBackEqual() throws Exception {
    Map<String, Object> value =
        Json.object(
            "name",
            "school",
            "count",
            3,
            "big",
            Long.MAX_VALUE,
            "on",
            true,
            "empty",
            Json.object(),
            "none",
            List.of(),
            "list",
            List.of("a", Json.object("x", false), List.of(1, 2)));
    String json = Json.write(value);
    assertEquals(value, PARSER.readValue(json, Object.class));
    assertTrue(json.startsWith("{\n  \"name\": \"school\",\n  \"count\": 3,"), json);
  }

  @Test
  void everyCharacterSurvivesIncludingControlsQuotesAndLoneSurrogates() throws Exception {
    StringBuilder all = new StringBuilder();
    for (char c = 0; c < Character.MAX_VALUE; c++) {
      all.append(c);
    }
    all.append(Character.MAX_VALUE);
    List<String> strings =
        List.of(
            all.toString(),
            "\"quoted\" \\ back/slash",
            "line\nbreak\ttab\u0000nul\u001fus",
            "\u2028\u2029",
            "emoji \uD83D\uDE00 pair",
            "lone \uD800 high",
            "lone \uDC00 low",
            "end \uD800");
    for (String text : strings) {
      String json =
          Json.write(Json.object(text.substring(0, Math.min(text.length(), 1000)), List.of(text)));
      assertTrue(
          StandardCharsets.UTF_8.newEncoder().canEncode(json),
          "valid UTF-16, so it encodes to UTF-8");
      assertTrue(
          json.chars().noneMatch(c -> c < 0x20 && c != '\n' && c != ' '), "raw control character");
      assertEquals(
          Map.of(text.substring(0, Math.min(text.length(), 1000)), List.of(text)),
          PARSER.readValue(json, Object.class));
    }
    assertEquals(
        "\"a\\\"b\\\\c\\n\\u0001\\u2028\\ud800\"\n", Json.write("a\"b\\c\n\u0001\u2028\uD800"));
  }

  @Test
  void onlyJsonValuesAreWritten() {
    assertThrows(IllegalArgumentException.class, () -> Json.write(Json.object("x", 1.5)));
    assertThrows(IllegalArgumentException.class, () -> Json.write(Map.of(1, "x")));
  }
}
