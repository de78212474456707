package school;

import io.edgetable.expression.OrderedField;
import io.edgetable.expression.StringField;
import io.edgetable.internal.codec.FieldEncoders;
import java.time.LocalDate;
import javax.annotation.processing.Generated;

/**
 * Typed references to the attributes of {@link Enrollment}, for conditions, filters and updates:
 * {@code EnrollmentFields.grade.exists()}. Ids are not fields: they live in the keys.
 */
@Generated("io.edgetable.processor.EdgeTableProcessor")
public final class EnrollmentFields {
  /** Attribute {@code grade} ({@code String}). */
  public static final StringField<Enrollment> grade = new StringField<Enrollment>("grade");

  /** Attribute {@code enrolledOn} ({@code LocalDate}). */
  public static final OrderedField<Enrollment, LocalDate> enrolledOn =
      new OrderedField<Enrollment, LocalDate>("enrolledOn", FieldEncoders.LOCAL_DATE);

  private EnrollmentFields() {
  }
}
