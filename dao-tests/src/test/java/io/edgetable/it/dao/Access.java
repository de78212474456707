package io.edgetable.it.dao;

import static org.junit.jupiter.api.Assertions.fail;

import io.edgetable.query.AsyncEdgeQuery;
import io.edgetable.expression.Condition;
import io.edgetable.query.EdgeQuery;
import io.edgetable.Page;
import io.edgetable.exception.InvalidKeyException;
import io.edgetable.internal.transport.Futures;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.stream.Stream;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;

/**
 * How a scenario reaches a DAO: {@link #SYNC} calls {@code FooDao}; {@link #ASYNC} calls {@code
 * FooAsyncDao} and waits for its futures, so one scenario asserts the same results, exceptions and
 * request counts for both. An asynchronous DAO that throws at once for anything but a null argument
 * fails the test: it must fail its future instead.
 */
enum Access {
  SYNC,
  ASYNC;

  /**
   * View methods that call a DAO method of another name, where a generic view cannot use the
   * DAO's: a versioned DAO's {@code delete(record)} beside {@code delete(id)} (their erasures
   * clash).
   */
  private static final Map<String, String> RENAMED = Map.of("deleteRecord", "delete");

  /** {@code view} (an {@link EdgeAccess} or {@link NodeAccess}) over {@code dao}. */
  @SuppressWarnings("unchecked") // the proxy implements view
  <V> V view(Class<?> view, Object dao) {
    return (V)
        Proxy.newProxyInstance(
            view.getClassLoader(), new Class<?>[] {view}, (proxy, method, args) -> call(view, dao,
                method, args));
  }

  private Object call(Class<?> view, Object dao, Method method, Object[] args) throws Throwable {
    Method target = daoMethod(dao.getClass(), method, args);
    Object result;
    try {
      result = target.invoke(dao, args);
    } catch (InvocationTargetException e) {
      Throwable cause = e.getCause();
      if (this == ASYNC && !nullArgument(cause)) {
        fail("the async DAO threw at once instead of failing its future: " + cause, cause);
      }
      throw cause;
    }
    if (method.getName().equals("consistentReads")) {
      return view(view, result);
    }
    if (result instanceof CompletableFuture<?> future) {
      return Futures.join(future);
    }
    if (result instanceof AsyncEdgeQuery<?> query) {
      return new JoinedQuery<>(query);
    }
    return result;
  }

  /** What both DAOs throw at once: a null argument (a null element of a collection too). */
  private static boolean nullArgument(Throwable cause) {
    return cause instanceof NullPointerException
        || cause instanceof InvalidKeyException && cause.getMessage().contains("must not be null");
  }

  /**
   * The DAO's public method of that name and arity, its own or its base class's (not a bridge
   * method of Dao), that takes {@code args}: {@code delete(id)} and a versioned DAO's {@code
   * delete(record)} have one name and arity.
   */
  private static Method daoMethod(Class<?> dao, Method viewMethod, Object[] args) {
    String name = RENAMED.getOrDefault(viewMethod.getName(), viewMethod.getName());
    Method found = null;
    for (Method method : dao.getMethods()) {
      if (method.getName().equals(name)
          && method.getParameterCount() == viewMethod.getParameterCount()
          && !method.isBridge()
          && !method.getDeclaringClass().isInterface()
          && accepts(method, args)) {
        // The DAO's own method first: delete(record) of a versioned DAO beside its base class's
        // delete(id), which takes any object once erased.
        if (method.getDeclaringClass() == dao) {
          return method;
        }
        found = found == null ? method : found;
      }
    }
    if (found == null) {
      throw new AssertionError(dao.getSimpleName() + " has no " + viewMethod);
    }
    return found;
  }

  private static boolean accepts(Method method, Object[] args) {
    if (args == null) {
      return true;
    }
    Class<?>[] types = method.getParameterTypes();
    for (int i = 0; i < types.length; i++) {
      Object arg = args[i];
      Class<?> type = types[i].isPrimitive() ? box(types[i]) : types[i];
      if (arg == null ? types[i].isPrimitive() : !type.isInstance(arg)) {
        return false;
      }
    }
    return true;
  }

  private static Class<?> box(Class<?> primitive) {
    return java.lang.invoke.MethodType.methodType(primitive).wrap().returnType();
  }

  /** An {@link AsyncEdgeQuery} seen as an {@link EdgeQuery}: each terminal waits for its future. */
  private record JoinedQuery<T>(AsyncEdgeQuery<T> query) implements EdgeQuery<T> {
    @Override
    public EdgeQuery<T> limit(int limit) {
      return new JoinedQuery<>(query.limit(limit));
    }

    @Override
    public EdgeQuery<T> descending() {
      return new JoinedQuery<>(query.descending());
    }

    @Override
    public EdgeQuery<T> consistentRead() {
      return new JoinedQuery<>(query.consistentRead());
    }

    @Override
    public EdgeQuery<T> unordered() {
      return new JoinedQuery<>(query.unordered());
    }

    @Override
    public EdgeQuery<T> startAfter(String cursor) {
      return new JoinedQuery<>(query.startAfter(cursor));
    }

    @Override
    public EdgeQuery<T> where(Condition<T> condition) {
      return new JoinedQuery<>(query.where(condition));
    }

    @Override
    public Page<T> page() {
      return Futures.join(query.page());
    }

    @Override
    public Stream<T> stream() {
      return all().stream();
    }

    @Override
    public List<T> all() {
      return Futures.join(query.all());
    }

    @Override
    public long count() {
      return Futures.join(query.count());
    }

    @Override
    public QueryRequest request() {
      return query.request();
    }
  }
}
