package io.edgetable.it.dao;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.edgetable.dao.AsyncNodeDao;
import io.edgetable.dao.CountedEdgeDao;
import io.edgetable.dao.NodeDao;
import io.edgetable.exception.InvalidKeyException;
import io.edgetable.test.LocalDynamoDb;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * The base classes of {@code io.edgetable.dao} serve the generated DAOs only: a hand-written
 * subclass fails in its constructor, before it could send anything with a record type it does
 * not have.
 */
class BaseClassesTest {
  @RegisterExtension static LocalDynamoDb db = LocalDynamoDb.create();

  /** A node DAO written by hand, for records that have a generated one. */
  static final class HandWrittenUsers extends NodeDao<User, String> {
    HandWrittenUsers(DynamoDbClient client) {
      super(client, "users");
    }

    /** Claims to be a view of a generated DAO. */
    HandWrittenUsers(UserDao users) {
      super(users);
    }

    @Override
    public HandWrittenUsers consistentReads() {
      return this;
    }
  }

  static final class HandWrittenAsyncUsers extends AsyncNodeDao<User, String> {
    HandWrittenAsyncUsers(DynamoDbAsyncClient client) {
      super(client, "users");
    }

    @Override
    public HandWrittenAsyncUsers consistentReads() {
      return this;
    }
  }

  static final class HandWrittenFollows extends CountedEdgeDao<Follow, String, String> {
    HandWrittenFollows(DynamoDbClient client) {
      super(client, "follows");
    }

    @Override
    public HandWrittenFollows consistentReads() {
      return this;
    }
  }

  @Test
  void aHandWrittenSubclassIsRefusedNamingTheGeneratedDaos() {
    IllegalStateException node =
        assertThrows(IllegalStateException.class, () -> new HandWrittenUsers(db.client()));
    assertEquals(
        HandWrittenUsers.class.getName()
            + " is not a DAO that EdgeTable generated for a @Node record: the base classes of"
            + " io.edgetable.dao are extended only by the generated FooDao and FooAsyncDao; use"
            + " those",
        node.getMessage());
    assertThrows(IllegalStateException.class, () -> new HandWrittenAsyncUsers(db.asyncClient()));
    IllegalStateException edge =
        assertThrows(IllegalStateException.class, () -> new HandWrittenFollows(db.client()));
    assertTrue(edge.getMessage().contains("generated for an @Edge record"), edge::getMessage);
  }

  @Test
  void aViewIsOnlyOfADaoOfItsOwnClass() {
    UserDao users = new UserDao(db.client(), "users");
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> new HandWrittenUsers(users));
    assertEquals(
        HandWrittenUsers.class.getName() + " is a consistent view of a DAO of its own class only",
        e.getMessage());
  }

  @Test
  void consistentReadsIsADaoOfTheSameClassOnTheSameTable() {
    UserDao users = new UserDao(db.client(), "users");
    UserDao consistent = users.consistentReads();
    assertNotSame(users, consistent);
    assertEquals("users", consistent.tableName());
    UserAsyncDao asyncUsers = new UserAsyncDao(db.asyncClient(), "users");
    assertEquals(UserAsyncDao.class, asyncUsers.consistentReads().getClass());
    // The methods of the base class check their arguments as the generated ones do.
    InvalidKeyException noRecord =
        assertThrows(InvalidKeyException.class, () -> consistent.keyOf(null));
    assertTrue(noRecord.getMessage().startsWith("record must not be null"), noRecord::getMessage);
    InvalidKeyException noId = assertThrows(InvalidKeyException.class, () -> users.get(null));
    assertTrue(noId.getMessage().startsWith("handle must not be null"), noId::getMessage);
  }
}
