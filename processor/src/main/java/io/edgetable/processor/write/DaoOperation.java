package io.edgetable.processor.write;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.TypeName;
import java.util.List;

/**
 * One method of a record's DAOs, described once and rendered by {@link DaoWriter} into both the
 * synchronous {@code FooDao} and the asynchronous {@code FooAsyncDao}.
 *
 * @param name the method's name
 * @param parameters its parameters, in order
 * @param nonNull the parameters the operation cannot run without; {@link DaoWriter} checks these
 *     and every other parameter that can be null before anything else ({@code
 *     InvalidKeyException} at once, in both DAOs)
 * @param doc what it sends and returns, and what it throws
 * @param result the synchronous result ({@code boolean}, {@code Optional<Foo>}, {@code void}...);
 *     the asynchronous DAO returns a future of its boxed form
 * @param shape how {@code call} is run
 * @param call the one expression that runs it, the same text in both DAOs: a runtime operation
 *     returning a {@code CompletableFuture} of the boxed result, or a {@code QuerySpec}
 */
record DaoOperation(
    String name,
    List<Parameter> parameters,
    List<String> nonNull,
    Doc doc,
    TypeName result,
    Shape shape,
    CodeBlock call) {

  DaoOperation {
    parameters = List.copyOf(parameters);
    nonNull = List.copyOf(nonNull);
  }

  /** How the call is rendered. */
  enum Shape {
    /**
     * {@code call} is a future: {@code Futures.join(call)} in {@code FooDao}, {@code
     * Futures.supply(() -> call)} in {@code FooAsyncDao}.
     */
    FUTURE,
    /**
     * {@code call} is a {@code QuerySpec<T>}: {@code Queries.sync(call)} returns {@code
     * EdgeQuery<T>}, {@code Queries.async(() -> call)} {@code AsyncEdgeQuery<T>}.
     */
    QUERY,
    /**
     * {@code call} is a {@code QuerySpec<EdgeKey<S, T>>} of a {@code KEYS_ONLY} index: {@code
     * Queries.keysOnly(call)} returns {@code KeysOnlyQuery<S, T>}, {@code Queries.asyncKeysOnly(()
     * -> call)} {@code AsyncKeysOnlyQuery<S, T>}; their {@code where} is deprecated and throws.
     */
    KEYS_ONLY_QUERY,
    /**
     * A method that exists only to refuse, deprecated, in both DAOs: {@code call} is the message
     * of the {@code UnsupportedOperationException} it throws; its parameter type, which has no
     * value, names the rule in the compile error of a call with an argument.
     */
    REFUSED;

    /** Whether the method returns a query (its terminals, not the method, send and fail). */
    boolean query() {
      return this != FUTURE;
    }
  }

  record Parameter(TypeName type, String name) {}

  /**
   * The method's Javadoc.
   *
   * @param request what it sends, with its keys and conditions (already HTML-escaped)
   * @param returns the {@code @return} text, or {@code null} for none
   * @param thrown what it throws (the asynchronous DAO fails its future with it instead)
   * @param deprecated the {@code @deprecated} tag of a refused method, else empty
   */
  record Doc(String request, String returns, List<Thrown> thrown, String deprecated) {
    Doc {
      thrown = List.copyOf(thrown);
    }

    Doc(String request, String returns, List<Thrown> thrown) {
      this(request, returns, thrown, "");
    }
  }

  /** {@code @throws exception condition}. */
  record Thrown(ClassName exception, String condition) {
    /** How Javadoc names the exception: {@code java.lang} types by their simple name. */
    String name() {
      return exception.packageName().equals("java.lang")
          ? exception.simpleName()
          : exception.canonicalName();
    }
  }
}
