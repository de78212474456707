package io.edgetable.internal.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.edgetable.internal.doctor.EdgeLayout;
import io.edgetable.spark.InvalidEdgesException;
import io.edgetable.spark.hub.ContributesKeys;
import io.edgetable.spark.hub.DeveloperKeys;
import io.edgetable.spark.hub.RepoKeys;
import java.sql.Date;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.catalyst.expressions.GenericRowWithSchema;
import org.apache.spark.sql.types.DataType;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructField;
import org.apache.spark.sql.types.StructType;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A row's integer column becomes the attribute only within the range its record component reads
 * ({@code int commits}): the rule the generated marshallers apply, so a load never writes an edge
 * a DAO could not read back. No Spark session: the columns of one row.
 */
class EdgeColumnsTest {
  private static final Map<String, DataType> TYPES =
      Map.of(
          "dev", DataTypes.StringType,
          "repo", DataTypes.StringType,
          "since", DataTypes.DateType,
          "role", DataTypes.StringType,
          "commits", DataTypes.LongType);

  private final EdgeColumns columns =
      EdgeColumns.of(
          EdgeLayout.of(ContributesKeys.SCHEMA, List.of(DeveloperKeys.SCHEMA, RepoKeys.SCHEMA)),
          ContributesKeys.SCHEMA,
          schema());

  private static StructType schema() {
    List<StructField> fields = new ArrayList<>();
    TYPES.forEach((name, type) -> fields.add(DataTypes.createStructField(name, type, true)));
    return DataTypes.createStructType(fields);
  }

  private Row row(long commits) {
    List<String> names = columns.names();
    Object[] values = new Object[names.size()];
    for (int i = 0; i < values.length; i++) {
      values[i] =
          switch (names.get(i)) {
            case "dev" -> "ada";
            case "repo" -> "edgetable";
            case "since" -> Date.valueOf(LocalDate.of(2026, 12, 7));
            case "role" -> "MAINTAINER";
            case "commits" -> commits;
            default -> throw new AssertionError(names.get(i));
          };
    }
    StructType selected = new StructType();
    for (String name : names) {
      selected = selected.add(name, TYPES.get(name));
    }
    return new GenericRowWithSchema(values, selected);
  }

  @Test
  void anIntegerWithinTheComponentsRangeIsItsNumber() {
    assertEquals(AttributeValue.fromN("2147483647"), columns.item(row(Integer.MAX_VALUE))
        .get("commits"));
    assertEquals(AttributeValue.fromN("-2147483648"), columns.item(row(Integer.MIN_VALUE))
        .get("commits"));
  }

  @Test
  void anIntegerBeyondItIsRefusedNamingTheColumnAndTheRange() {
    InvalidEdgesException e =
        assertThrows(InvalidEdgesException.class, () -> columns.item(row(2147483648L)));
    assertTrue(
        e.getMessage().contains("column commits holds 2147483648, which Contributes.commits"
            + " cannot take: it must be"),
        e.getMessage());
  }
}
