package io.edgetable.internal.doctor;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import java.util.stream.Stream;
import java.util.zip.GZIPInputStream;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.protocols.jsoncore.JsonNode;
import software.amazon.awssdk.protocols.jsoncore.JsonNodeParser;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Reads a DynamoDB export to S3 in {@code DYNAMODB_JSON}, as downloaded: the {@code *.json.gz}
 * files under a {@code data} folder, each a gzipped file of lines {@code {"Item": {"PK": {"S":
 * "..."}, ...}}}. Numbers stay their decimal text; binary values are base64. Internal: the
 * doctor reads exports with it, and a distributed job reads each line with {@link #item}.
 */
public final class ExportReader {
  private static final JsonNodeParser PARSER = JsonNodeParser.create();

  private ExportReader() {}

  /** The data files of the export at {@code root}: the folder holding {@code data/}, or it. */
  public static List<Path> files(Path root) {
    if (!Files.isDirectory(root)) {
      throw new IllegalArgumentException(
          root + " is not a folder: pass the folder of a DynamoDB export (the one holding"
              + " data/, or data/ itself), downloaded from S3");
    }
    List<Path> files = new ArrayList<>();
    try (Stream<Path> walk = Files.walk(root)) {
      walk.filter(p -> p.getFileName().toString().endsWith(".json.gz"))
          .filter(p -> p.getParent() != null && p.getParent().getFileName() != null
              && p.getParent().getFileName().toString().equals("data"))
          .sorted()
          .forEach(files::add);
    } catch (IOException e) {
      throw new UncheckedIOException("Could not list the export at " + root, e);
    }
    if (files.isEmpty()) {
      throw new IllegalArgumentException(
          root + " holds no data/*.json.gz files: export the table with format DYNAMODB_JSON"
              + " and pass the folder it was downloaded to");
    }
    return files;
  }

  /** Every item of {@code file}, in order, to {@code sink}; returns how many. */
  public static long read(Path file, Consumer<Map<String, AttributeValue>> sink) {
    long count = 0;
    try (InputStream in = new GZIPInputStream(Files.newInputStream(file));
        BufferedReader lines =
            new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
      String line;
      int number = 0;
      while ((line = lines.readLine()) != null) {
        number++;
        if (line.isBlank()) {
          continue;
        }
        sink.accept(item(line, file, number));
        count++;
      }
    } catch (IOException e) {
      throw new UncheckedIOException("Could not read the export file " + file, e);
    }
    return count;
  }

  private static Map<String, AttributeValue> item(String line, Path file, int number) {
    try {
      return item(line);
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException(file + " line " + number + " " + e.getMessage(), e);
    }
  }

  /**
   * The item of one line of an export, {@code {"Item": {...}}}; {@link IllegalArgumentException}
   * saying why a line is not one.
   */
  public static Map<String, AttributeValue> item(String line) {
    try {
      JsonNode root = PARSER.parse(line);
      JsonNode item = root.field("Item").orElseThrow(
          () -> new IllegalArgumentException("no \"Item\""));
      return map(item);
    } catch (RuntimeException e) {
      throw new IllegalArgumentException(
          "is not a DYNAMODB_JSON item ({\"Item\": {...}}): " + e.getMessage(), e);
    }
  }

  /** A map of typed values, {@code {"PK": {"S": "..."}, ...}}. */
  static Map<String, AttributeValue> map(JsonNode object) {
    Map<String, AttributeValue> map = new LinkedHashMap<>();
    object.asObject().forEach((name, value) -> map.put(name, value(value)));
    return map;
  }

  /** One typed value, {@code {"S": "..."}}. */
  static AttributeValue value(JsonNode node) {
    Map<String, JsonNode> typed = node.asObject();
    if (typed.size() != 1) {
      throw new IllegalArgumentException("a value has one type key, not " + typed.keySet());
    }
    Map.Entry<String, JsonNode> entry = typed.entrySet().iterator().next();
    JsonNode value = entry.getValue();
    return switch (entry.getKey()) {
      case "S" -> AttributeValue.fromS(value.asString());
      case "N" -> AttributeValue.fromN(value.isNumber() ? value.asNumber() : value.asString());
      case "B" -> AttributeValue.fromB(bytes(value));
      case "BOOL" -> AttributeValue.fromBool(value.asBoolean());
      case "NULL" -> AttributeValue.fromNul(true);
      case "M" -> AttributeValue.fromM(map(value));
      case "L" -> AttributeValue.fromL(value.asArray().stream().map(ExportReader::value).toList());
      case "SS" -> AttributeValue.fromSs(value.asArray().stream().map(JsonNode::asString).toList());
      case "NS" -> AttributeValue.fromNs(
          value.asArray().stream().map(n -> n.isNumber() ? n.asNumber() : n.asString()).toList());
      case "BS" ->
          AttributeValue.fromBs(value.asArray().stream().map(ExportReader::bytes).toList());
      default -> throw new IllegalArgumentException("unknown type " + entry.getKey());
    };
  }

  private static SdkBytes bytes(JsonNode value) {
    return SdkBytes.fromByteArray(Base64.getDecoder().decode(value.asString()));
  }
}
