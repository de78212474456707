package io.edgetable.bench.enhanced;

import io.edgetable.bench.IdSegments;

/** The enrolment's key attributes as an Enhanced Client user computes them. */
final class EnrollmentKeysByHand {
  static final String PK_PREFIX = "STU#";
  static final String SK_PREFIX = "ENROLL#CRS#";
  static final String INVERSE_PK_PREFIX = "CRS#";
  static final String INVERSE_SK_PREFIX = "ENROLL#STU#";

  private EnrollmentKeysByHand() {}

  static String pk(String studentId) {
    return PK_PREFIX + IdSegments.escape(studentId);
  }

  static String sk(String courseId) {
    return SK_PREFIX + IdSegments.escape(courseId);
  }

  static String inversePk(String courseId) {
    return INVERSE_PK_PREFIX + IdSegments.escape(courseId);
  }

  static String inverseSk(String studentId) {
    return INVERSE_SK_PREFIX + IdSegments.escape(studentId);
  }
}
