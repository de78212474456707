package io.edgetable.bench;

import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** The generated marshaller, called exactly as application code calls it. */
final class GeneratedVariant {
  private GeneratedVariant() {}

  static Map<String, AttributeValue> toItem(Enrollment enrollment) {
    return EnrollmentMarshaller.INSTANCE.toItem(enrollment);
  }

  static Enrollment fromItem(Map<String, AttributeValue> item) {
    return EnrollmentMarshaller.INSTANCE.fromItem(item);
  }
}
