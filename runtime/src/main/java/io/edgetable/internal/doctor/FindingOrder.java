package io.edgetable.internal.doctor;

import io.edgetable.doctor.Finding;
import java.util.Comparator;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** The order of a report's findings: by {@code PK}, {@code SK}, kind, then message. */
public final class FindingOrder implements Comparator<Finding> {
  public static final FindingOrder INSTANCE = new FindingOrder();

  private FindingOrder() {}

  @Override
  public int compare(Finding a, Finding b) {
    int order = text(a.key(), "PK").compareTo(text(b.key(), "PK"));
    if (order == 0) {
      order = text(a.key(), "SK").compareTo(text(b.key(), "SK"));
    }
    if (order == 0) {
      order = a.getClass().getSimpleName().compareTo(b.getClass().getSimpleName());
    }
    return order != 0 ? order : a.message().compareTo(b.message());
  }

  private static String text(Map<String, AttributeValue> key, String attribute) {
    AttributeValue value = key.get(attribute);
    return value == null ? "" : value.s() != null ? value.s() : value.toString();
  }
}
