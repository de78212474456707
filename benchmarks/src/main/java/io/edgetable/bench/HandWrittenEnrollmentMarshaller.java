package io.edgetable.bench;

import io.edgetable.ItemMarshaller;
import java.util.HashMap;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The lower bound: the fastest marshaller for {@link Enrollment} we could write by hand with the
 * SDK's public API. It computes the same item as the generated marshaller for every valid record
 * (ids escaped, {@code null} attributes omitted, instants with nine fraction digits) but skips
 * what a hand-written marshaller usually skips: key size checks and typed errors for malformed
 * items.
 */
public final class HandWrittenEnrollmentMarshaller implements ItemMarshaller<Enrollment> {
  /** The only instance; stateless. */
  public static final HandWrittenEnrollmentMarshaller INSTANCE =
      new HandWrittenEnrollmentMarshaller();

  private static final String PK_PREFIX = "STU#";
  private static final String SK_PREFIX = "ENROLL#CRS#";
  private static final String INVERSE_PK_PREFIX = "CRS#";
  private static final String INVERSE_SK_PREFIX = "ENROLL#STU#";

  private HandWrittenEnrollmentMarshaller() {}

  @Override
  public Map<String, AttributeValue> toItem(Enrollment enrollment) {
    String student = IdSegments.escape(enrollment.studentId());
    String course = IdSegments.escape(enrollment.courseId());
    // 8 attributes fit a 16-slot table without a resize (load factor 0.75).
    Map<String, AttributeValue> item = new HashMap<>(16);
    item.put("PK", AttributeValue.createS(PK_PREFIX + student));
    item.put("SK", AttributeValue.createS(SK_PREFIX + course));
    item.put("GSI1PK", AttributeValue.createS(INVERSE_PK_PREFIX + course));
    item.put("GSI1SK", AttributeValue.createS(INVERSE_SK_PREFIX + student));
    if (enrollment.grade() != null) {
      item.put("grade", AttributeValue.createS(enrollment.grade()));
    }
    item.put("credits", AttributeValue.createN(Integer.toString(enrollment.credits())));
    if (enrollment.enrolledAt() != null) {
      item.put("enrolledAt", AttributeValue.createS(IsoInstants.format(enrollment.enrolledAt())));
    }
    if (enrollment.note() != null) {
      item.put("note", AttributeValue.createS(enrollment.note()));
    }
    return item;
  }

  @Override
  public Enrollment fromItem(Map<String, AttributeValue> item) {
    AttributeValue grade = item.get("grade");
    AttributeValue enrolledAt = item.get("enrolledAt");
    AttributeValue note = item.get("note");
    return new Enrollment(
        IdSegments.unescape(item.get("PK").s(), PK_PREFIX.length()),
        IdSegments.unescape(item.get("SK").s(), SK_PREFIX.length()),
        grade == null ? null : grade.s(),
        Integer.parseInt(item.get("credits").n()),
        enrolledAt == null ? null : IsoInstants.parse(enrolledAt.s()),
        note == null ? null : note.s());
  }
}
