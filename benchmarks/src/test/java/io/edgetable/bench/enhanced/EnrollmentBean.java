package io.edgetable.bench.enhanced;

import io.edgetable.bench.IdSegments;
import java.time.Instant;
import software.amazon.awssdk.enhanced.dynamodb.mapper.annotations.DynamoDbAttribute;
import software.amazon.awssdk.enhanced.dynamodb.mapper.annotations.DynamoDbBean;
import software.amazon.awssdk.enhanced.dynamodb.mapper.annotations.DynamoDbIgnore;
import software.amazon.awssdk.enhanced.dynamodb.mapper.annotations.DynamoDbPartitionKey;
import software.amazon.awssdk.enhanced.dynamodb.mapper.annotations.DynamoDbSecondaryPartitionKey;
import software.amazon.awssdk.enhanced.dynamodb.mapper.annotations.DynamoDbSecondarySortKey;
import software.amazon.awssdk.enhanced.dynamodb.mapper.annotations.DynamoDbSortKey;

/**
 * The enrolment as an Enhanced Client user would model it for {@code BeanTableSchema} (and, with
 * explicit attribute definitions, for {@code StaticTableSchema}): the ids are the properties, the
 * four key attributes are derived from them by getters and decoded back by setters, so the bean
 * holds the same logical item as the record.
 */
@DynamoDbBean
public class EnrollmentBean {
  private String studentId;
  private String courseId;
  private String grade;
  private int credits;
  private Instant enrolledAt;
  private String note;

  /** The no-argument constructor the bean schema instantiates. */
  public EnrollmentBean() {}

  /** The student id (kept only in the keys). */
  @DynamoDbIgnore
  public String getStudentId() {
    return studentId;
  }

  /** Sets the student id. */
  public void setStudentId(String studentId) {
    this.studentId = studentId;
  }

  /** The course id (kept only in the keys). */
  @DynamoDbIgnore
  public String getCourseId() {
    return courseId;
  }

  /** Sets the course id. */
  public void setCourseId(String courseId) {
    this.courseId = courseId;
  }

  /** {@code PK = STU#studentId}. */
  @DynamoDbPartitionKey
  @DynamoDbAttribute("PK")
  public String getPk() {
    return EnrollmentKeysByHand.pk(studentId);
  }

  /** Reads the student id back from the partition key. */
  public void setPk(String pk) {
    studentId = IdSegments.unescape(pk, EnrollmentKeysByHand.PK_PREFIX.length());
  }

  /** {@code SK = ENROLL#CRS#courseId}. */
  @DynamoDbSortKey
  @DynamoDbAttribute("SK")
  public String getSk() {
    return EnrollmentKeysByHand.sk(courseId);
  }

  /** Reads the course id back from the sort key. */
  public void setSk(String sk) {
    courseId = IdSegments.unescape(sk, EnrollmentKeysByHand.SK_PREFIX.length());
  }

  /** {@code GSI1PK = CRS#courseId}. */
  @DynamoDbSecondaryPartitionKey(indexNames = "GSI1")
  @DynamoDbAttribute("GSI1PK")
  public String getGsi1pk() {
    return EnrollmentKeysByHand.inversePk(courseId);
  }

  /** Ignored: the inverse keys repeat the ids already read from the table keys. */
  public void setGsi1pk(String inversePk) {}

  /** {@code GSI1SK = ENROLL#STU#studentId}. */
  @DynamoDbSecondarySortKey(indexNames = "GSI1")
  @DynamoDbAttribute("GSI1SK")
  public String getGsi1sk() {
    return EnrollmentKeysByHand.inverseSk(studentId);
  }

  /** Ignored: the inverse keys repeat the ids already read from the table keys. */
  public void setGsi1sk(String inverseSk) {}

  /** The grade. */
  public String getGrade() {
    return grade;
  }

  /** Sets the grade. */
  public void setGrade(String grade) {
    this.grade = grade;
  }

  /** The credits. */
  public int getCredits() {
    return credits;
  }

  /** Sets the credits. */
  public void setCredits(int credits) {
    this.credits = credits;
  }

  /** When the student enrolled. */
  public Instant getEnrolledAt() {
    return enrolledAt;
  }

  /** Sets when the student enrolled. */
  public void setEnrolledAt(Instant enrolledAt) {
    this.enrolledAt = enrolledAt;
  }

  /** A free-text note, often absent. */
  public String getNote() {
    return note;
  }

  /** Sets the note. */
  public void setNote(String note) {
    this.note = note;
  }
}
