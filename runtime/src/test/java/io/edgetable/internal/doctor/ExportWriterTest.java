package io.edgetable.internal.doctor;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** What the export writer writes, the export reader reads back: every type, every escape. */
class ExportWriterTest {
  @Test
  void aLineIsAnItemAsAnExportWritesIt() {
    Map<String, AttributeValue> item = new LinkedHashMap<>();
    item.put("PK", AttributeValue.fromS("a\"b"));
    item.put("n", AttributeValue.fromN("-1.50"));

    assertEquals(
        "{\"Item\":{\"PK\":{\"S\":\"a\\\"b\"},\"n\":{\"N\":\"-1.50\"}}}\n",
        ExportWriter.line(item));
  }

  @Test
  void everyTypeAndEscapeReadsBack() {
    Map<String, AttributeValue> item = new LinkedHashMap<>();
    item.put(
        "PK",
        AttributeValue.fromS(
            "quote \" backslash \\ newline \n tab \t bell \u0007 \b \f é \u2028 lone \ud800 end"));
    item.put("N", AttributeValue.fromN("12345678901234567890.5"));
    item.put("B", AttributeValue.fromB(SdkBytes.fromByteArray(new byte[] {0, -1, 7})));
    item.put("BOOL", AttributeValue.fromBool(false));
    item.put("NULL", AttributeValue.fromNul(true));
    item.put(
        "M",
        AttributeValue.fromM(
            Map.of("inner", AttributeValue.fromL(List.of(AttributeValue.fromS("x"))))));
    item.put(
        "L",
        AttributeValue.fromL(List.of(AttributeValue.fromN("1"), AttributeValue.fromM(Map.of()))));
    item.put("SS", AttributeValue.fromSs(List.of("a", "b")));
    item.put("NS", AttributeValue.fromNs(List.of("1", "2.5")));
    item.put(
        "BS",
        AttributeValue.fromBs(
            List.of(SdkBytes.fromByteArray(new byte[] {1}), SdkBytes.fromUtf8String("z"))));
    item.put("with \"quote\" in name", AttributeValue.fromS(""));

    assertEquals(item, ExportReader.item(ExportWriter.line(item).strip()));
  }
}
