package io.edgetable.internal.model;

import io.edgetable.internal.expression.ExpressionWriter;

import java.math.BigDecimal;
import java.util.Map;
import java.util.Optional;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A record kind's time-to-live attribute and the moment one request treats as now. DynamoDB deletes
 * an expired item late (up to days after its time), so every read and write treats an item whose
 * time has passed ({@code ttl < now}, in epoch seconds) as absent: reads filter it out, writes that
 * need the item absent accept it, writes that need it present refuse it. An item without the
 * attribute never expires. {@link #NEVER} is the kind without a time to live: its guards add
 * nothing.
 */
public final class Expiry {
  /** No time to live: nothing expires, and the guards render nothing. */
  public static final Expiry NEVER = new Expiry(null, 0);

  private final String attribute;
  private final long now;

  private Expiry(String attribute, long now) {
    this.attribute = attribute;
    this.now = now;
  }

  /** {@code type}'s time to live as of now, or {@link #NEVER}. */
  public static Expiry of(RecordType<?, ?> type) {
    return of(type.ttlAttribute());
  }

  /** The time to live on {@code attribute} as of now, or {@link #NEVER}. */
  public static Expiry of(Optional<String> attribute) {
    return attribute.map(a -> new Expiry(a, System.currentTimeMillis() / 1000)).orElse(NEVER);
  }

  /** The time to live on {@code attribute} as of {@code nowEpochSeconds} (tests). */
  static Expiry at(String attribute, long nowEpochSeconds) {
    return new Expiry(attribute, nowEpochSeconds);
  }

  /** The attribute, if the kind has a time to live. */
  public Optional<String> attribute() {
    return Optional.ofNullable(attribute);
  }

  /** Whether {@code item} holds a time to live that has passed. */
  public boolean expired(Map<String, AttributeValue> item) {
    if (attribute == null || item == null) {
      return false;
    }
    AttributeValue value = item.get(attribute);
    if (value == null || value.n() == null) {
      return false; // DynamoDB's time to live ignores a missing or non-number attribute too
    }
    try {
      return new BigDecimal(value.n()).compareTo(BigDecimal.valueOf(now)) < 0;
    } catch (NumberFormatException notANumber) {
      return false;
    }
  }

  /** {@code " OR #ttl < :now"}, to accept an expired item where an absent one is required. */
  public String orExpired(ExpressionWriter writer) {
    return attribute == null ? "" : " OR " + expiredCondition(writer);
  }

  /**
   * {@code " AND (attribute_not_exists(#ttl) OR #ttl >= :now)"}, to refuse an expired item where a
   * present one is required.
   */
  public String andLive(ExpressionWriter writer) {
    return attribute == null ? "" : " AND " + liveCondition(writer);
  }

  /**
   * {@code (attribute_not_exists(#ttl) OR #ttl >= :now)}: the item has not expired (a query's
   * filter). Only for a kind with a time to live.
   */
  public String liveCondition(ExpressionWriter writer) {
    String name = writer.name(attribute);
    return "(attribute_not_exists(" + name + ") OR " + name + " >= " + nowValue(writer) + ")";
  }

  /** {@code #ttl < :now}: the item has expired. */
  public String expiredCondition(ExpressionWriter writer) {
    return writer.name(attribute) + " < " + nowValue(writer);
  }

  private String nowValue(ExpressionWriter writer) {
    return writer.value(AttributeValue.fromN(Long.toString(now)));
  }
}
