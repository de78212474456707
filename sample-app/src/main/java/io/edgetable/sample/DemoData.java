package io.edgetable.sample;

import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.IntStream;

/**
 * The walk-through's fixed data set: the same ids every run, so a re-run can clean up after itself.
 */
final class DemoData {
  private DemoData() {}

  static final List<Course> COURSES =
      List.of(
          new Course("math204", "Linear Algebra", 0),
          new Course("cs101", "Programming I", 0),
          new Course("phys150", "Mechanics", 0),
          new Course("hist210", "Modern History", 0),
          new Course("art120", "Drawing Studio", 0));

  /** Each student with the courses they take and their grade there. */
  private static final String[][] ROSTER = {
    {"a91", "Ada Okafor", "math204:B cs101:A phys150:A"},
    {"b07", "Ben Sato", "math204:A phys150:B hist210:C"},
    {"c13", "Chloe Martin", "cs101:A art120:A"},
    {"d22", "Dev Patel", "math204:C cs101:B hist210:B"},
    {"e05", "Emma Lindqvist", "phys150:A art120:B"},
    {"f18", "Farid Haddad", "math204:A cs101:A phys150:B hist210:A"},
    {"g31", "Grace Kim", "hist210:B art120:A"},
    {"h44", "Hugo Weber", "math204:B cs101:C"},
    {"i09", "Ines Costa", "cs101:A phys150:A art120:B"},
    {"j27", "Jonas Berg", "math204:A hist210:A"},
    {"k12", "Keiko Tanaka", "cs101:B art120:C"},
    {"l36", "Liam Byrne", "math204:B phys150:C hist210:A"},
  };

  static final List<Student> STUDENTS =
      Arrays.stream(ROSTER).map(row -> new Student(row[0], row[1], 0)).toList();

  static final LocalDate TERM_START = LocalDate.of(2026, 9, 1);

  /** 31 enrolments; each student enrolled on a different day of the first two weeks. */
  static final List<Enrollment> ENROLLMENTS = enrollments();

  private static List<Enrollment> enrollments() {
    List<Enrollment> enrollments = new ArrayList<>();
    for (int s = 0; s < ROSTER.length; s++) {
      for (String taken : ROSTER[s][2].split(" ")) {
        String[] courseAndGrade = taken.split(":");
        enrollments.add(
            new Enrollment(
                ROSTER[s][0], courseAndGrade[0], courseAndGrade[1], TERM_START.plusDays(s)));
      }
    }
    return List.copyOf(enrollments);
  }

  /** The step that shows a withdrawal removes this one. */
  static final String WITHDRAWING_STUDENT = "b07";

  static final String WITHDRAWN_COURSE = "phys150";

  /** The step that shows a transaction moves this student from one course to another. */
  static final String SWITCHING_STUDENT = "k12";

  static final String SWITCHED_FROM = "art120";
  static final String SWITCHED_TO = "hist210";
  static final LocalDate SWITCHED_ON = TERM_START.plusDays(21);

  /** No course has this id: the transaction that enrols in it is refused. */
  static final String MISSING_COURSE = "geo300";

  /** Two friends and a celebrity; {@link #FANS} more users follow the celebrity. */
  static final String ALICE = "alice";

  static final String BOB = "bob";
  static final String CELEBRITY = "celeb";

  /** So that, with alice and bob, the celebrity has 300 followers. */
  static final int FANS = 298;

  static final Instant FOLLOWED_AT = Instant.parse("2026-10-01T12:00:00Z");

  static final List<String> FAN_HANDLES =
      IntStream.rangeClosed(1, FANS).mapToObj(i -> String.format("fan%03d", i)).toList();

  static List<User> users() {
    List<User> users = new ArrayList<>();
    users.add(new User(ALICE, 0, 0));
    users.add(new User(BOB, 0, 0));
    users.add(new User(CELEBRITY, 0, 0));
    FAN_HANDLES.forEach(handle -> users.add(new User(handle, 0, 0)));
    return users;
  }

  /** alice and bob follow each other; both, and every fan, follow the celebrity. */
  static List<Follow> follows() {
    List<Follow> follows = new ArrayList<>();
    follows.add(new Follow(ALICE, BOB, FOLLOWED_AT));
    follows.add(new Follow(BOB, ALICE, FOLLOWED_AT.plusSeconds(60)));
    follows.add(new Follow(ALICE, CELEBRITY, FOLLOWED_AT.plusSeconds(120)));
    follows.add(new Follow(BOB, CELEBRITY, FOLLOWED_AT.plusSeconds(180)));
    for (int i = 0; i < FAN_HANDLES.size(); i++) {
      follows.add(new Follow(FAN_HANDLES.get(i), CELEBRITY, FOLLOWED_AT.plusSeconds(3600L + i)));
    }
    return follows;
  }

  /** Each enrolment again as a registration, on the index sorted by the day it was made. */
  static List<Registration> registrations() {
    return ENROLLMENTS.stream()
        .map(e -> new Registration(e.studentId(), e.courseId(), e.enrolledOn(), "confirmed"))
        .toList();
  }

  /** How many fans also subscribe to the celebrity, one every 97 minutes, in no id order. */
  static final int SUBSCRIBERS = 40;

  static List<Subscription> subscriptions() {
    List<Subscription> subscriptions = new ArrayList<>();
    for (int i = 0; i < SUBSCRIBERS; i++) {
      String fan = FAN_HANDLES.get((i * 37) % FAN_HANDLES.size());
      Instant at = FOLLOWED_AT.plusSeconds(5820L * ((i * 13) % SUBSCRIBERS));
      subscriptions.add(new Subscription(fan, CELEBRITY, at, i % 5 == 0 ? "gold" : "free"));
    }
    return subscriptions;
  }
}
