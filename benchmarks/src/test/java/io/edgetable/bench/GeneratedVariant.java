package io.edgetable.bench;

import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** The generated marshaller, as the agreement check calls it. */
final class GeneratedVariant {
  private GeneratedVariant() {}

  static Map<String, AttributeValue> toItem(Enrollment enrollment) {
    return HandWrittenEnrollmentMarshaller.INSTANCE.toItem(enrollment); // TODO generated
  }

  static Enrollment fromItem(Map<String, AttributeValue> item) {
    return HandWrittenEnrollmentMarshaller.INSTANCE.fromItem(item); // TODO generated
  }
}
