package io.edgetable.internal;

import io.edgetable.internal.doctor.ExportWriter;
import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.zip.GZIPOutputStream;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Writes a table as DynamoDB's export to S3 lays it out in format {@code DYNAMODB_JSON}: {@code
 * AWSDynamoDB/<export id>/data/<file>.json.gz}, gzipped lines {@code {"Item": {...}}}, the items
 * spread over {@code files} files. Read with a Scan, for the doctor's export checks (on one
 * machine and on Spark).
 */
public final class DynamoDbExport {
  private DynamoDbExport() {}

  /** Exports {@code table} under {@code root}; returns the export's folder. */
  public static Path write(DynamoDbClient client, String table, Path root, int files)
      throws IOException {
    return write(client.scanPaginator(b -> b.tableName(table)).items(), root, files);
  }

  /** Exports {@code items} under {@code root}, as an export of a table holding them. */
  public static Path write(Iterable<Map<String, AttributeValue>> items, Path root, int files)
      throws IOException {
    Path export = root.resolve("AWSDynamoDB").resolve("01700000000000-abcdef12");
    Path data = Files.createDirectories(export.resolve("data"));
    Writer[] writers = new Writer[files];
    try {
      for (int i = 0; i < files; i++) {
        OutputStream file = Files.newOutputStream(data.resolve("part" + i + ".json.gz"));
        writers[i] = new OutputStreamWriter(new GZIPOutputStream(file), StandardCharsets.UTF_8);
      }
      int n = 0;
      for (Map<String, AttributeValue> item : items) {
        writers[n++ % files].write(ExportWriter.line(item));
      }
    } finally {
      for (Writer writer : writers) {
        if (writer != null) {
          writer.close();
        }
      }
    }
    Files.writeString(
        export.resolve("manifest-summary.json"), "{\"outputFormat\":\"DYNAMODB_JSON\"}");
    return export;
  }
}
