package io.edgetable.spark;

import io.edgetable.doctor.Finding;
import io.edgetable.internal.doctor.FindingCodec;
import java.util.Map;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Findings as rows: {@code kind}, {@code pk}, {@code sk}, {@code message} for people and queries,
 * and {@code finding}, the finding in full as one line of JSON, for the repair.
 */
final class FindingRows {
  static final StructType SCHEMA =
      new StructType()
          .add("kind", DataTypes.StringType, false)
          .add("pk", DataTypes.StringType, false)
          .add("sk", DataTypes.StringType, false)
          .add("message", DataTypes.StringType, false)
          .add("finding", DataTypes.StringType, false);

  private FindingRows() {}

  static Row row(Finding finding) {
    return RowFactory.create(
        finding.getClass().getSimpleName(),
        text(finding.key(), "PK"),
        text(finding.key(), "SK"),
        finding.message(),
        FindingCodec.encode(finding));
  }

  /** The finding of a row of {@link #SCHEMA}, or of a file of them read back. */
  static Finding finding(Row row) {
    return FindingCodec.decode(row.getString(row.fieldIndex("finding")));
  }

  /** A key attribute as the doctor's order compares it: its string, or its text ("" absent). */
  private static String text(Map<String, AttributeValue> key, String attribute) {
    AttributeValue value = key.get(attribute);
    return value == null ? "" : value.s() != null ? value.s() : value.toString();
  }
}
