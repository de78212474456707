package io.edgetable.sample.docs;

import io.edgetable.sample.CourseAsyncDao;
import io.edgetable.sample.CourseDao;
import io.edgetable.sample.Enrollment;
import io.edgetable.sample.EnrollmentAsyncDao;
import io.edgetable.sample.EnrollmentDao;
import io.edgetable.sample.FollowDao;
import io.edgetable.sample.InvitationDao;
import io.edgetable.sample.RegistrationDao;
import io.edgetable.sample.StudentAsyncDao;
import io.edgetable.sample.StudentDao;
import io.edgetable.sample.SubscriptionDao;
import io.edgetable.sample.SyllabusDao;
import io.edgetable.sample.UserDao;
import io.edgetable.test.LocalDynamoDb;
import java.util.concurrent.Flow;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * What a code block of the docs that is a run of statements may use without declaring it: the
 * clients and the DAOs of the sample's records, named as the docs name them. A block compiles as
 * the body of a method of a subclass; nothing here runs.
 */
public abstract class SnippetContext {
  protected LocalDynamoDb db;
  protected DynamoDbClient client;
  protected DynamoDbAsyncClient asyncClient;
  protected StudentDao students;
  protected CourseDao courses;
  protected EnrollmentDao enrollments;
  protected UserDao users;
  protected FollowDao follows;
  protected SyllabusDao syllabi;
  protected InvitationDao invitations;
  protected RegistrationDao registrations;
  protected SubscriptionDao subscriptions;
  protected StudentAsyncDao asyncStudents;
  protected CourseAsyncDao asyncCourses;
  protected EnrollmentAsyncDao asyncEnrollments;
  protected Flow.Subscriber<Enrollment> subscriber;

  /** The block's statements. */
  protected abstract void run() throws Exception;
}
