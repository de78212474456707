package io.edgetable.spark;

import static org.apache.spark.sql.functions.col;

import io.edgetable.doctor.Finding;
import io.edgetable.internal.doctor.DoctorModel;
import io.edgetable.internal.doctor.FindingCodec;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.ObjectInputFilter;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.io.UncheckedIOException;
import java.util.Base64;
import java.util.Map;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.Metadata;
import org.apache.spark.sql.types.MetadataBuilder;
import org.apache.spark.sql.types.StructField;
import org.apache.spark.sql.types.StructType;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Findings as rows: {@code kind}, {@code pk}, {@code sk}, {@code message} for people and queries,
 * and {@code finding}, the finding in full as one line of JSON, for the repair. The {@code
 * finding} column's metadata carries the record kinds they were found with (the doctor's model),
 * which a repair needs to move the counters of the dangling edges it deletes.
 */
final class FindingRows {
  static final StructType SCHEMA =
      new StructType()
          .add("kind", DataTypes.StringType, false)
          .add("pk", DataTypes.StringType, false)
          .add("sk", DataTypes.StringType, false)
          .add("message", DataTypes.StringType, false)
          .add("finding", DataTypes.StringType, false);

  /** The metadata key of the model: the serialized {@link DoctorModel}, base64. */
  static final String MODEL = "edgetable.doctor.model";

  /** What a serialized model may hold: the doctor's own classes, collections, strings. */
  private static final ObjectInputFilter MODEL_CLASSES =
      ObjectInputFilter.Config.createFilter(
          "io.edgetable.internal.doctor.*;io.edgetable.schema.*;java.lang.*;java.util.*;java.math.*;"
              + "software.amazon.awssdk.services.dynamodb.model.AttributeValue$Type;"
              + "maxdepth=30;maxbytes=16777216;!*");

  private FindingRows() {}

  /** {@code findings} with {@code model} in the metadata of its {@code finding} column. */
  static Dataset<Row> withModel(Dataset<Row> findings, DoctorModel model) {
    Metadata metadata = new MetadataBuilder().putString(MODEL, encode(model)).build();
    return findings.select(
        col("kind"), col("pk"), col("sk"), col("message"), col("finding").as("finding", metadata));
  }

  /** The model {@code findings} carry, or null. */
  static DoctorModel model(Dataset<Row> findings) {
    String model = modelText(findings);
    return model == null ? null : decode(model);
  }

  /** The model {@code findings} carry as text, or null. */
  static String modelText(Dataset<Row> findings) {
    for (StructField field : findings.schema().fields()) {
      if (field.name().equals("finding") && field.metadata().contains(MODEL)) {
        return field.metadata().getString(MODEL);
      }
    }
    return null;
  }

  /** {@code findings} carrying the model of {@link #modelText}. */
  static Dataset<Row> withModelText(Dataset<Row> findings, String model) {
    return withModel(findings, decode(model));
  }

  static String encode(DoctorModel model) {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
      out.writeObject(model);
    } catch (IOException e) {
      throw new UncheckedIOException("Could not serialize the doctor's model", e);
    }
    return Base64.getEncoder().encodeToString(bytes.toByteArray());
  }

  static DoctorModel decode(String text) {
    try (ObjectInputStream in =
        new ObjectInputStream(new ByteArrayInputStream(Base64.getDecoder().decode(text)))) {
      in.setObjectInputFilter(MODEL_CLASSES);
      return (DoctorModel) in.readObject();
    } catch (IOException | ClassNotFoundException | ClassCastException
        | IllegalArgumentException e) {
      throw new IllegalArgumentException(
          "The findings' record kinds cannot be read back (" + e + "): check the export again"
              + " with this version of EdgeTable",
          e);
    }
  }

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
