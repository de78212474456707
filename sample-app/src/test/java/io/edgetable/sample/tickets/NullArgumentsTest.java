package io.edgetable.sample.tickets;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import io.edgetable.EdgeKey;
import io.edgetable.exception.InvalidKeyException;
import io.edgetable.expression.Condition;
import io.edgetable.expression.Update;
import io.edgetable.test.LocalDynamoDb;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.Parameter;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Every public method of every generated DAO, sync and async, called with each of its arguments
 * null in turn: an {@link InvalidKeyException} naming that parameter, thrown at once, and not one
 * request sent. A refused member (its parameter type has no value, so null is all it can be
 * passed) throws the rule it refuses by instead.
 */
class NullArgumentsTest {
  @RegisterExtension static LocalDynamoDb db = LocalDynamoDb.create();

  @Test
  void everyNullArgumentOfEveryDaoMethodIsAnInvalidKeyNamingItAndSendsNothing() {
    Tickets t = new Tickets(db);
    List<String> checked = new ArrayList<>();
    for (Object dao :
        List.of(t.gigs, t.fans, t.tickets, t.asyncGigs, t.asyncFans, t.asyncTickets)) {
      for (Method method : dao.getClass().getMethods()) {
        // The DAO's own methods and those of its base classes in io.edgetable.dao.
        if (!method.getDeclaringClass().getPackageName().startsWith("io.edgetable")
            || method.getDeclaringClass().isInterface()
            || method.isBridge()
            || Modifier.isStatic(method.getModifiers())) {
          continue;
        }
        Parameter[] parameters = method.getParameters();
        for (int i = 0; i < parameters.length; i++) {
          checked.add(callWithNull(dao, method, i));
        }
      }
    }
    assertEquals(0, t.requests.total(), () -> "sent " + t.requests.byOperation());
    // get, exists, delete x2, update x2 (2 and 3 arguments), putAll, deleteAll, getAll,
    // collection, deleteWithEdges, keyOf, put, save... of all three kinds, both DAOs.
    assertTrue(checked.size() > 80, () -> checked.size() + " calls: " + checked);
    assertTrue(checked.contains("GigDao.get(id)"), checked::toString);
    assertTrue(checked.contains("GigAsyncDao.get(id)"), checked::toString);
  }

  private static String callWithNull(Object dao, Method method, int nullAt) {
    Parameter[] parameters = method.getParameters();
    Object[] arguments = new Object[parameters.length];
    for (int i = 0; i < parameters.length; i++) {
      arguments[i] = i == nullAt ? null : valid(argumentType(dao, method, i));
    }
    String name = parameterName(dao, method, nullAt);
    String call = dao.getClass().getSimpleName() + "." + method.getName() + "(" + name + ")";
    Object result;
    try {
      result = method.invoke(dao, arguments);
    } catch (InvocationTargetException e) {
      if (method.isAnnotationPresent(Deprecated.class) && refusedParameter(method)) {
        // A refused member: null is the only value its parameter has, and the call learns why
        // the method is refused, not that its argument was null.
        UnsupportedOperationException refused =
            assertInstanceOf(UnsupportedOperationException.class, e.getCause(), call);
        assertTrue(refused.getMessage().contains("inverse"), call + ": " + refused.getMessage());
        return call;
      }
      InvalidKeyException invalid = assertInstanceOf(InvalidKeyException.class, e.getCause(), call);
      String message = invalid.getMessage();
      assertTrue(
          message.startsWith(name + " must not be null"),
          call + ": " + message);
      return call;
    } catch (IllegalAccessException e) {
      throw new AssertionError(call, e);
    }
    assertFalse(result instanceof CompletableFuture<?>, call + " returned a future");
    return fail(call + " accepted null and returned " + result);
  }

  /** {@code InverseHoldsWholeRecords} or {@code InverseNeedsAnIndex}: a type with no value. */
  private static boolean refusedParameter(Method method) {
    return method.getParameterCount() == 1
        && method.getParameterTypes()[0].isEnum()
        && method.getParameterTypes()[0].getEnumConstants().length == 0;
  }

  /**
   * The name the message gives parameter {@code i}: the DAO's own methods name their parameters
   * as it declares them; the methods of its base class, whose parameters are generic ({@code
   * sourceId}, {@code record}...), as the record names them: its ids, {@code fan} and {@code fans}.
   */
  private static String parameterName(Object dao, Method method, int i) {
    if (method.getDeclaringClass() == dao.getClass()) {
      return method.getParameters()[i].getName();
    }
    String record = dao.getClass().getSimpleName().replaceAll("(Async)?Dao$", "");
    String variable = Character.toLowerCase(record.charAt(0)) + record.substring(1);
    Class<?> type = method.getParameterTypes()[i];
    List<String> ids =
        switch (record) {
          case "Gig" -> List.of("id");
          case "Fan" -> List.of("fanId");
          default -> List.of("fanId", "gigId");
        };
    if (type == Update.class || type == Condition.class) {
      return type == Update.class ? "update" : "condition";
    }
    if (type == Collection.class) {
      return method.getName().equals("putAll")
          ? variable + "s"
          : ids.size() == 1 ? "ids" : "keys";
    }
    if (type == Object.class && method.getName().matches("put|save|replace|keyOf")) {
      return method.getName().equals("keyOf") ? "record" : variable;
    }
    return ids.get(i);
  }

  /**
   * The type of parameter {@code i}: a base class's generic parameter (erased to {@code Object})
   * takes the DAO's record or one of its ids.
   */
  private static Class<?> argumentType(Object dao, Method method, int i) {
    Class<?> type = method.getParameterTypes()[i];
    if (type != Object.class) {
      return type;
    }
    String name = parameterName(dao, method, i);
    return switch (name) {
      case "gig", "record" -> dao.getClass().getSimpleName().startsWith("Gig")
          ? Gig.class
          : dao.getClass().getSimpleName().startsWith("Fan") ? Fan.class : Ticket.class;
      case "fan" -> Fan.class;
      case "ticket" -> Ticket.class;
      case "id", "gigId" -> GigId.class;
      default -> String.class;
    };
  }

  /** A valid argument of each parameter type the DAOs take. */
  private static Object valid(Class<?> type) {
    if (type == String.class) {
      return "x";
    }
    if (type == GigId.class) {
      return new GigId("g");
    }
    if (type == Gig.class) {
      return Tickets.gig("g");
    }
    if (type == Fan.class) {
      return Tickets.fan("f");
    }
    if (type == Ticket.class) {
      return new Ticket("f", new GigId("g"), "A1");
    }
    if (type == Update.class) {
      return GigFields.title.set("t");
    }
    if (type == Condition.class) {
      return GigFields.title.exists();
    }
    if (type == Collection.class) {
      return List.of();
    }
    if (type == EdgeKey.class) {
      return new EdgeKey<>("f", new GigId("g"));
    }
    throw new AssertionError("no valid value of " + type);
  }
}
