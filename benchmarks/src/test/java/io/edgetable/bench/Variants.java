package io.edgetable.bench;

import io.edgetable.bench.enhanced.EnhancedSchemas;
import io.edgetable.bench.enhanced.EnrollmentBean;
import io.edgetable.bench.enhanced.ImmutableEnrollment;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import software.amazon.awssdk.enhanced.dynamodb.mapper.BeanTableSchema;
import software.amazon.awssdk.enhanced.dynamodb.mapper.ImmutableTableSchema;
import software.amazon.awssdk.enhanced.dynamodb.mapper.StaticTableSchema;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.GetItemResponse;

/**
 * The benchmarked item and the check that every variant computes the same function: equal maps
 * from equal records, equal records from the same map. Benchmarks call {@link #checkAgreement}
 * in their setup so a variant that drifts fails the run instead of winning it.
 */
public final class Variants {
  private Variants() {}

  /** The enrolment every benchmark marshals: all eight attributes present. */
  public static Enrollment sample() {
    return new Enrollment(
        "a91",
        "math204",
        "A",
        6,
        Instant.parse("2026-09-01T08:30:15.123456789Z"),
        "moved from PHY101");
  }

  /** What {@link #sample()} must become, written out literally. */
  public static Map<String, AttributeValue> sampleItem() {
    Map<String, AttributeValue> item = new LinkedHashMap<>();
    item.put("PK", AttributeValue.fromS("STU#a91"));
    item.put("SK", AttributeValue.fromS("ENROLL#CRS#math204"));
    item.put("GSI1PK", AttributeValue.fromS("CRS#math204"));
    item.put("GSI1SK", AttributeValue.fromS("ENROLL#STU#a91"));
    item.put("grade", AttributeValue.fromS("A"));
    item.put("credits", AttributeValue.fromN("6"));
    item.put("enrolledAt", AttributeValue.fromS("2026-09-01T08:30:15.123456789Z"));
    item.put("note", AttributeValue.fromS("moved from PHY101"));
    return item;
  }

  /** Ids that need escaping, and every nullable attribute absent. */
  static Enrollment escapedIdsNoOptionals() {
    return new Enrollment("a#9%1", "math#204", null, 0, null, null);
  }

  /** What {@link #escapedIdsNoOptionals()} must become. */
  static Map<String, AttributeValue> escapedIdsNoOptionalsItem() {
    Map<String, AttributeValue> item = new LinkedHashMap<>();
    item.put("PK", AttributeValue.fromS("STU#a%239%251"));
    item.put("SK", AttributeValue.fromS("ENROLL#CRS#math%23204"));
    item.put("GSI1PK", AttributeValue.fromS("CRS#math%23204"));
    item.put("GSI1SK", AttributeValue.fromS("ENROLL#STU#a%239%251"));
    item.put("credits", AttributeValue.fromN("0"));
    return item;
  }

  /** The item as the SDK hands it to application code in a GetItem or Query response. */
  public static Map<String, AttributeValue> asRead(Map<String, AttributeValue> item) {
    return GetItemResponse.builder().item(item).build().item();
  }

  /**
   * Fails unless every variant turns the sample (and edge cases: a missing nullable attribute,
   * ids that need escaping) into the same item and reads it back into the same record.
   *
   * @throws IllegalStateException naming each disagreement
   */
  public static void checkAgreement() {
    List<String> problems = new ArrayList<>();
    check(sample(), sampleItem(), problems);
    check(escapedIdsNoOptionals(), escapedIdsNoOptionalsItem(), problems);
    if (!problems.isEmpty()) {
      throw new IllegalStateException(
          "benchmark variants disagree, results would compare different work:\n  "
              + String.join("\n  ", problems));
    }
  }

  private static void check(
      Enrollment record, Map<String, AttributeValue> expected, List<String> problems) {
    BeanTableSchema<EnrollmentBean> bean = EnhancedSchemas.beanSchema();
    ImmutableTableSchema<ImmutableEnrollment> immutable = EnhancedSchemas.immutableSchema();
    StaticTableSchema<EnrollmentBean> statics = EnhancedSchemas.staticSchema();

    Map<String, Map<String, AttributeValue>> items = new LinkedHashMap<>();
    items.put("generated", GeneratedVariant.toItem(record));
    items.put("beanSchema", bean.itemToMap(EnhancedSchemas.bean(record), true));
    items.put("immutableSchema", immutable.itemToMap(EnhancedSchemas.immutable(record), true));
    items.put("staticSchema", statics.itemToMap(EnhancedSchemas.bean(record), true));
    items.put("handWritten", HandWrittenEnrollmentMarshaller.INSTANCE.toItem(record));
    items.forEach(
        (variant, item) -> {
          if (!Objects.equals(item, expected)) {
            problems.add(variant + ".toItem(" + record + ") = " + item + ", expected " + expected);
          }
        });

    Map<String, AttributeValue> read = asRead(expected);
    Map<String, Enrollment> records = new LinkedHashMap<>();
    records.put("generated", GeneratedVariant.fromItem(read));
    records.put("beanSchema", EnhancedSchemas.record(bean.mapToItem(read)));
    records.put("immutableSchema", EnhancedSchemas.record(immutable.mapToItem(read)));
    records.put("staticSchema", EnhancedSchemas.record(statics.mapToItem(read)));
    records.put("handWritten", HandWrittenEnrollmentMarshaller.INSTANCE.fromItem(read));
    records.forEach(
        (variant, readBack) -> {
          if (!Objects.equals(readBack, record)) {
            problems.add(
                variant + ".fromItem(" + read + ") = " + readBack + ", expected " + record);
          }
        });
  }
}
