package io.edgetable.sample;

import io.edgetable.exception.VersionConflictException;
import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import java.util.Optional;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The writes beyond put: a grade changed with one UpdateItem, a stale edit of a versioned syllabus
 * refused, and an expired invitation that reads as absent though DynamoDB still stores it.
 */
final class DayTwoTour {
  /** Whose grade the update step changes, and from which grade to which. */
  static final String GRADED_STUDENT = "d22";

  static final String GRADED_COURSE = "math204";
  static final String GRADE_BEFORE = "C";
  static final String GRADE_AFTER = "B";

  /** The course whose syllabus two teachers edit, and what each adds. */
  static final String SYLLABUS_COURSE = "math204";

  static final String FIRST_OUTLINE = "Week 1: vectors";
  static final String EDIT_A = "; Week 2: matrices";
  static final String EDIT_B = "; Week 3: determinants";

  /** The course that invites two students: one invitation expired, one valid. */
  static final String INVITING_COURSE = "art120";

  static final String EXPIRED_INVITEE = "a91";
  static final String INVITEE = "d22";

  private final DynamoDbClient client;
  private final String table;
  private final Narrator narrator;
  private final EnrollmentDao enrollments;
  private final SyllabusDao syllabi;
  private final InvitationDao invitations;

  DayTwoTour(DynamoDbClient client, String table, Narrator narrator) {
    this.client = client;
    this.table = table;
    this.narrator = narrator;
    this.enrollments = new EnrollmentDao(client, table);
    this.syllabi = new SyllabusDao(client, table);
    this.invitations = new InvitationDao(client, table);
  }

  void run() {
    updateGrade();
    staleEdit();
    expiredInvitation();
  }

  private void updateGrade() {
    narrator.step(
        "Update: "
            + GRADED_STUDENT
            + "'s grade in "
            + GRADED_COURSE
            + " "
            + GRADE_BEFORE
            + " -> "
            + GRADE_AFTER
            + ", one attribute");
    Map<String, Long> mark = narrator.mark();
    Optional<Enrollment> after =
        enrollments.update(
            GRADED_STUDENT,
            GRADED_COURSE,
            EnrollmentFields.grade.set(GRADE_AFTER),
            EnrollmentFields.grade.eq(GRADE_BEFORE));
    Optional<Enrollment> absent =
        enrollments.update("zz99", GRADED_COURSE, EnrollmentFields.grade.set(GRADE_AFTER));
    TextTable table = TextTable.of("call", "returned");
    table.row(
        "update(" + GRADED_STUDENT + ", grade.set(\"B\"), grade.eq(\"C\"))",
        after.map(e -> "grade " + e.grade() + ", enrolledOn " + e.enrolledOn()).orElse("empty"));
    table.row("update(zz99, grade.set(\"B\"))", absent.isPresent() ? "present" : "empty");
    narrator.say(
        "EnrollmentDao.update(ids, grade.set(\"B\"), grade.eq(\"C\")) with EnrollmentFields:",
        "one UpdateItem, SET #grade = :v if attribute_exists(PK) AND #grade = :c, ReturnValues =",
        "ALL_NEW: the edge as stored after it, with no read first. The other attributes stay as",
        "they are, and an absent edge is never created (empty).");
    narrator.blank();
    narrator.table(table);
    narrator.cost(mark);
  }

  private void staleEdit() {
    narrator.step("Versions: two teachers edit the " + SYLLABUS_COURSE + " syllabus at once");
    syllabi.put(new Syllabus(SYLLABUS_COURSE, FIRST_OUTLINE, 0));
    Syllabus readByA = syllabi.get(SYLLABUS_COURSE).orElseThrow();
    Syllabus readByB = syllabi.get(SYLLABUS_COURSE).orElseThrow();
    TextTable table = TextTable.of("who", "save", "version read", "result", "version stored");
    syllabi.save(new Syllabus(SYLLABUS_COURSE, readByA.outline() + EDIT_A, readByA.version()));
    table.row("teacher A", "adds week 2", readByA.version(), "saved", storedVersion());
    Map<String, Long> mark = narrator.mark();
    String refusal;
    try {
      syllabi.save(new Syllabus(SYLLABUS_COURSE, readByB.outline() + EDIT_B, readByB.version()));
      refusal = "saved (a lost update!)";
    } catch (VersionConflictException stale) {
      refusal = "VersionConflictException";
      narrator.say("Teacher B's save, from the version B read before A saved:");
      narrator.say("  " + stale.getClass().getSimpleName() + ": " + stale.getMessage());
      narrator.say(
          "  expected " + stale.expectedVersion() + ", stored " + stale.storedVersion().orElse(0));
    }
    narrator.cost(mark);
    table.row("teacher B", "adds week 3", readByB.version(), refusal, storedVersion());
    Syllabus reread = syllabi.get(SYLLABUS_COURSE).orElseThrow();
    syllabi.save(new Syllabus(SYLLABUS_COURSE, reread.outline() + EDIT_B, reread.version()));
    table.row("teacher B", "reads again, adds week 3", reread.version(), "saved", storedVersion());
    narrator.blank();
    narrator.say(
        "SyllabusDao.save is one UpdateItem with the condition version = :read (version 0: none",
        "stored), storing version + 1. The refused save read the stored item from the refusal",
        "itself (ReturnValuesOnConditionCheckFailure = ALL_OLD): no second request. B's retry",
        "reads again and applies the edit to what is stored, so neither edit is lost.");
    narrator.blank();
    narrator.table(table);
    narrator.say("outline now: " + syllabi.get(SYLLABUS_COURSE).orElseThrow().outline());
  }

  private long storedVersion() {
    return syllabi.get(SYLLABUS_COURSE).orElseThrow().version();
  }

  private void expiredInvitation() {
    narrator.step("Time to live: an expired invitation reads as absent");
    Instant now = Instant.now();
    invitations.put(
        new Invitation(
            INVITING_COURSE, EXPIRED_INVITEE, "open studio", now.minus(Duration.ofDays(1))));
    invitations.put(
        new Invitation(INVITING_COURSE, INVITEE, "portfolio review", now.plus(Duration.ofDays(7))));
    Map<String, Long> mark = narrator.mark();
    TextTable answers = TextTable.of("question", "answer");
    answers.row(
        "get(" + INVITING_COURSE + ", " + EXPIRED_INVITEE + ") (expired a day ago)",
        invitations.get(INVITING_COURSE, EXPIRED_INVITEE).isPresent() ? "present" : "empty");
    answers.row(
        "exists(" + INVITING_COURSE + ", " + EXPIRED_INVITEE + ")",
        invitations.exists(INVITING_COURSE, EXPIRED_INVITEE));
    answers.row(
        "exists(" + INVITING_COURSE + ", " + INVITEE + ") (valid for 7 days)",
        invitations.exists(INVITING_COURSE, INVITEE));
    answers.row(
        "forward(" + INVITING_COURSE + ").all()",
        invitations.forward(INVITING_COURSE).all().stream().map(Invitation::studentId).toList());
    narrator.table(answers);
    narrator.cost(mark);
    Map<String, AttributeValue> stored =
        client
            .getItem(
                b ->
                    b.tableName(table)
                        .key(InvitationKeys.key(INVITING_COURSE, EXPIRED_INVITEE))
                        .consistentRead(true))
            .item();
    narrator.blank();
    long daysAgo = (now.getEpochSecond() - Long.parseLong(stored.get("expiresAt").n())) / 86_400;
    narrator.say(
        "DynamoDB deletes an expired item late (up to days after its expiresAt), so it is still",
        "stored: the plain SDK's GetItem finds it, its expiresAt (a number of epoch seconds, what",
        "DynamoDB's time to live reads) " + daysAgo + " day(s) in the past. EdgeTable's reads",
        "treat it as absent: get and exists check the attribute they read, and the query filters",
        "it out (FilterExpression), each still one request.");
    boolean again =
        invitations.put(
            new Invitation(
                INVITING_COURSE, EXPIRED_INVITEE, "open again", now.plus(Duration.ofDays(7))));
    narrator.say(
        "put over the expired invitation returned "
            + again
            + ": its condition is attribute_not_exists(PK) OR",
        "expiresAt < :now. Time to live and counters do not mix: an edge with counters cannot",
        "have a @Ttl (DynamoDB's deletion would not move them).");
  }
}
