package io.edgetable.spark;

import io.edgetable.internal.doctor.DoctorModel;
import io.edgetable.internal.doctor.ExportReader;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import org.apache.spark.api.java.function.FlatMapFunction;
import org.apache.spark.api.java.function.FlatMapGroupsFunction;
import org.apache.spark.api.java.function.MapFunction;
import org.apache.spark.sql.Row;
import org.apache.spark.util.LongAccumulator;
import scala.Tuple2;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The three steps of a check on Spark, each the doctor's own function: an export line to the
 * groups its item belongs to ({@link DoctorModel#groupKeys}), the group's key, and a group's items
 * to its findings ({@link DoctorModel#check}). The lines travel as text (the shuffle moves what
 * the export holds, no larger), and each group parses its own again.
 */
final class GroupCheck {
  private GroupCheck() {}

  /** A line of an export that is not an item; names its file. Serializable, to reach the driver. */
  static final class BadLine extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;

    final String file;

    BadLine(String file, String message, Throwable cause) {
      super(message, cause);
      this.file = file;
    }
  }

  /** A row ({@code value}, {@code file}) to (group key, line) for each group of its item. */
  static final class KeyLines implements FlatMapFunction<Row, Tuple2<String, String>> {
    private static final long serialVersionUID = 1L;

    private final DoctorModel model;
    private final LongAccumulator items;
    private final LongAccumulator recognised;

    KeyLines(DoctorModel model, LongAccumulator items, LongAccumulator recognised) {
      this.model = model;
      this.items = items;
      this.recognised = recognised;
    }

    @Override
    public Iterator<Tuple2<String, String>> call(Row row) {
      String line = row.getString(0);
      if (line == null || line.isBlank()) {
        return List.<Tuple2<String, String>>of().iterator();
      }
      Map<String, AttributeValue> item;
      try {
        item = ExportReader.item(line);
      } catch (IllegalArgumentException e) {
        String start = line.length() > 80 ? line.substring(0, 80) + "…" : line;
        throw new BadLine(row.getString(1), "has a line that " + e.getMessage() + ": " + start, e);
      }
      items.add(1);
      if (model.recognises(item)) {
        recognised.add(1);
      }
      List<Tuple2<String, String>> keyed = new ArrayList<>(2);
      for (String key : model.groupKeys(item)) {
        keyed.add(new Tuple2<>(key, line));
      }
      return keyed.iterator();
    }
  }

  /** The group key of a keyed line. */
  static final class Key implements MapFunction<Tuple2<String, String>, String> {
    private static final long serialVersionUID = 1L;

    @Override
    public String call(Tuple2<String, String> keyed) {
      return keyed._1();
    }
  }

  /** A group's lines to its findings, as rows. */
  static final class Findings implements FlatMapGroupsFunction<String, Tuple2<String, String>, Row> {
    private static final long serialVersionUID = 1L;

    private final DoctorModel model;

    Findings(DoctorModel model) {
      this.model = model;
    }

    @Override
    public Iterator<Row> call(String key, Iterator<Tuple2<String, String>> lines) {
      Iterator<Map<String, AttributeValue>> items =
          new Iterator<>() {
            @Override
            public boolean hasNext() {
              return lines.hasNext();
            }

            @Override
            public Map<String, AttributeValue> next() {
              return ExportReader.item(lines.next()._2());
            }
          };
      return model.check(key, items).stream().map(FindingRows::row).iterator();
    }
  }
}
