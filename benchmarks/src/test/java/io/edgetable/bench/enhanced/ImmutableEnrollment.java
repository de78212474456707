package io.edgetable.bench.enhanced;

import io.edgetable.bench.IdSegments;
import java.time.Instant;
import software.amazon.awssdk.enhanced.dynamodb.mapper.annotations.DynamoDbAttribute;
import software.amazon.awssdk.enhanced.dynamodb.mapper.annotations.DynamoDbIgnore;
import software.amazon.awssdk.enhanced.dynamodb.mapper.annotations.DynamoDbImmutable;
import software.amazon.awssdk.enhanced.dynamodb.mapper.annotations.DynamoDbPartitionKey;
import software.amazon.awssdk.enhanced.dynamodb.mapper.annotations.DynamoDbSecondaryPartitionKey;
import software.amazon.awssdk.enhanced.dynamodb.mapper.annotations.DynamoDbSecondarySortKey;
import software.amazon.awssdk.enhanced.dynamodb.mapper.annotations.DynamoDbSortKey;

/**
 * The enrolment as an Enhanced Client user would model it for {@code ImmutableTableSchema}: an
 * immutable class with a builder; key attributes derived from the ids as in {@link
 * EnrollmentBean}.
 */
@DynamoDbImmutable(builder = ImmutableEnrollment.Builder.class)
public final class ImmutableEnrollment {
  private final String studentId;
  private final String courseId;
  private final String grade;
  private final int credits;
  private final Instant enrolledAt;
  private final String note;

  private ImmutableEnrollment(Builder builder) {
    this.studentId = builder.studentId;
    this.courseId = builder.courseId;
    this.grade = builder.grade;
    this.credits = builder.credits;
    this.enrolledAt = builder.enrolledAt;
    this.note = builder.note;
  }

  /** A builder for a new enrolment. */
  public static Builder builder() {
    return new Builder();
  }

  /** The student id (kept only in the keys). */
  @DynamoDbIgnore
  public String getStudentId() {
    return studentId;
  }

  /** The course id (kept only in the keys). */
  @DynamoDbIgnore
  public String getCourseId() {
    return courseId;
  }

  /** {@code PK = STU#studentId}. */
  @DynamoDbPartitionKey
  @DynamoDbAttribute("PK")
  public String getPk() {
    return EnrollmentKeysByHand.pk(studentId);
  }

  /** {@code SK = ENROLL#CRS#courseId}. */
  @DynamoDbSortKey
  @DynamoDbAttribute("SK")
  public String getSk() {
    return EnrollmentKeysByHand.sk(courseId);
  }

  /** {@code GSI1PK = CRS#courseId}. */
  @DynamoDbSecondaryPartitionKey(indexNames = "GSI1")
  @DynamoDbAttribute("GSI1PK")
  public String getGsi1pk() {
    return EnrollmentKeysByHand.inversePk(courseId);
  }

  /** {@code GSI1SK = ENROLL#STU#studentId}. */
  @DynamoDbSecondarySortKey(indexNames = "GSI1")
  @DynamoDbAttribute("GSI1SK")
  public String getGsi1sk() {
    return EnrollmentKeysByHand.inverseSk(studentId);
  }

  /** The grade. */
  public String getGrade() {
    return grade;
  }

  /** The credits. */
  public int getCredits() {
    return credits;
  }

  /** When the student enrolled. */
  public Instant getEnrolledAt() {
    return enrolledAt;
  }

  /** A free-text note, often absent. */
  public String getNote() {
    return note;
  }

  /** Builds an {@link ImmutableEnrollment}; the schema calls the key setters when it reads. */
  public static final class Builder {
    private String studentId;
    private String courseId;
    private String grade;
    private int credits;
    private Instant enrolledAt;
    private String note;

    private Builder() {}

    /** Sets both ids, as application code does; not an attribute. */
    @DynamoDbIgnore
    public Builder ids(String studentId, String courseId) {
      this.studentId = studentId;
      this.courseId = courseId;
      return this;
    }

    /** Reads the student id back from the partition key. */
    public Builder pk(String pk) {
      studentId = IdSegments.unescape(pk, EnrollmentKeysByHand.PK_PREFIX.length());
      return this;
    }

    /** Reads the course id back from the sort key. */
    public Builder sk(String sk) {
      courseId = IdSegments.unescape(sk, EnrollmentKeysByHand.SK_PREFIX.length());
      return this;
    }

    /** Ignored: the inverse keys repeat the ids already read from the table keys. */
    public Builder gsi1pk(String inversePk) {
      return this;
    }

    /** Ignored: the inverse keys repeat the ids already read from the table keys. */
    public Builder gsi1sk(String inverseSk) {
      return this;
    }

    /** Sets the grade. */
    public Builder grade(String grade) {
      this.grade = grade;
      return this;
    }

    /** Sets the credits. */
    public Builder credits(int credits) {
      this.credits = credits;
      return this;
    }

    /** Sets when the student enrolled. */
    public Builder enrolledAt(Instant enrolledAt) {
      this.enrolledAt = enrolledAt;
      return this;
    }

    /** Sets the note. */
    public Builder note(String note) {
      this.note = note;
      return this;
    }

    /** The enrolment. */
    public ImmutableEnrollment build() {
      return new ImmutableEnrollment(this);
    }
  }
}
