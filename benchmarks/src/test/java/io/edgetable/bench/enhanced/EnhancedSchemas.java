package io.edgetable.bench.enhanced;

import static software.amazon.awssdk.enhanced.dynamodb.mapper.StaticAttributeTags.primaryPartitionKey;
import static software.amazon.awssdk.enhanced.dynamodb.mapper.StaticAttributeTags.primarySortKey;
import static software.amazon.awssdk.enhanced.dynamodb.mapper.StaticAttributeTags.secondaryPartitionKey;
import static software.amazon.awssdk.enhanced.dynamodb.mapper.StaticAttributeTags.secondarySortKey;

import io.edgetable.bench.Enrollment;
import java.time.Instant;
import software.amazon.awssdk.enhanced.dynamodb.TableSchema;
import software.amazon.awssdk.enhanced.dynamodb.mapper.BeanTableSchema;
import software.amazon.awssdk.enhanced.dynamodb.mapper.ImmutableTableSchema;
import software.amazon.awssdk.enhanced.dynamodb.mapper.StaticTableSchema;

/** The three Enhanced Client schemas of the enrolment, and conversions from and to the record. */
public final class EnhancedSchemas {
  private EnhancedSchemas() {}

  /** Reflective schema of the mutable bean. */
  public static BeanTableSchema<EnrollmentBean> beanSchema() {
    return TableSchema.fromBean(EnrollmentBean.class);
  }

  /** Reflective schema of the immutable class and its builder. */
  public static ImmutableTableSchema<ImmutableEnrollment> immutableSchema() {
    return TableSchema.fromImmutableClass(ImmutableEnrollment.class);
  }

  /** Schema declared attribute by attribute with getters and setters: no reflection. */
  public static StaticTableSchema<EnrollmentBean> staticSchema() {
    return StaticTableSchema.builder(EnrollmentBean.class)
        .newItemSupplier(EnrollmentBean::new)
        .addAttribute(
            String.class,
            a ->
                a.name("PK")
                    .getter(EnrollmentBean::getPk)
                    .setter(EnrollmentBean::setPk)
                    .tags(primaryPartitionKey()))
        .addAttribute(
            String.class,
            a ->
                a.name("SK")
                    .getter(EnrollmentBean::getSk)
                    .setter(EnrollmentBean::setSk)
                    .tags(primarySortKey()))
        .addAttribute(
            String.class,
            a ->
                a.name("GSI1PK")
                    .getter(EnrollmentBean::getGsi1pk)
                    .setter(EnrollmentBean::setGsi1pk)
                    .tags(secondaryPartitionKey("GSI1")))
        .addAttribute(
            String.class,
            a ->
                a.name("GSI1SK")
                    .getter(EnrollmentBean::getGsi1sk)
                    .setter(EnrollmentBean::setGsi1sk)
                    .tags(secondarySortKey("GSI1")))
        .addAttribute(
            String.class,
            a -> a.name("grade").getter(EnrollmentBean::getGrade).setter(EnrollmentBean::setGrade))
        .addAttribute(
            Integer.class,
            a ->
                a.name("credits")
                    .getter(EnrollmentBean::getCredits)
                    .setter(EnrollmentBean::setCredits))
        .addAttribute(
            Instant.class,
            a ->
                a.name("enrolledAt")
                    .getter(EnrollmentBean::getEnrolledAt)
                    .setter(EnrollmentBean::setEnrolledAt))
        .addAttribute(
            String.class,
            a -> a.name("note").getter(EnrollmentBean::getNote).setter(EnrollmentBean::setNote))
        .build();
  }

  /** The record's data as a bean. */
  public static EnrollmentBean bean(Enrollment enrollment) {
    EnrollmentBean bean = new EnrollmentBean();
    bean.setStudentId(enrollment.studentId());
    bean.setCourseId(enrollment.courseId());
    bean.setGrade(enrollment.grade());
    bean.setCredits(enrollment.credits());
    bean.setEnrolledAt(enrollment.enrolledAt());
    bean.setNote(enrollment.note());
    return bean;
  }

  /** The record's data as an immutable object. */
  public static ImmutableEnrollment immutable(Enrollment enrollment) {
    return ImmutableEnrollment.builder()
        .ids(enrollment.studentId(), enrollment.courseId())
        .grade(enrollment.grade())
        .credits(enrollment.credits())
        .enrolledAt(enrollment.enrolledAt())
        .note(enrollment.note())
        .build();
  }

  /** The bean's data as a record, to compare objects across variants. */
  public static Enrollment record(EnrollmentBean bean) {
    return new Enrollment(
        bean.getStudentId(),
        bean.getCourseId(),
        bean.getGrade(),
        bean.getCredits(),
        bean.getEnrolledAt(),
        bean.getNote());
  }

  /** The immutable object's data as a record. */
  public static Enrollment record(ImmutableEnrollment immutable) {
    return new Enrollment(
        immutable.getStudentId(),
        immutable.getCourseId(),
        immutable.getGrade(),
        immutable.getCredits(),
        immutable.getEnrolledAt(),
        immutable.getNote());
  }
}
