package io.edgetable.processor.write;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.FieldSpec;
import com.squareup.javapoet.MethodSpec;
import com.squareup.javapoet.ParameterizedTypeName;
import com.squareup.javapoet.TypeName;
import com.squareup.javapoet.TypeSpec;
import io.edgetable.processor.names.RuntimeNames;
import io.edgetable.processor.write.DaoOperation.Parameter;
import io.edgetable.processor.write.DaoOperation.Shape;
import io.edgetable.processor.write.DaoOperation.Thrown;
import javax.lang.model.element.Modifier;

/**
 * Renders a {@link DaoDescription} twice: as {@code FooDao} on a {@code DynamoDbClient}, whose
 * methods join the runtime's futures ({@code Futures.join(call)}, {@code Queries.sync(spec)}), and
 * as {@code FooAsyncDao} on a {@code DynamoDbAsyncClient}, whose methods return them ({@code
 * Futures.supply(() -> call)}, {@code Queries.async(() -> spec)}). Each extends its base class of
 * {@code io.edgetable.dao}, which finds the record type {@code FooDao.TYPE} that the DAO's static
 * initializer registers; the methods a DAO adds reach its table through {@code DaoTables}.
 */
final class DaoWriter {
  private static final String CONSTRUCTOR_DOC =
      "A DAO on table {@code tableName}; sends nothing until a method is called.\n";

  private final DaoDescription dao;
  private final boolean async;
  private final ClassName self;

  private DaoWriter(DaoDescription dao, boolean async) {
    this.dao = dao;
    this.async = async;
    this.self = async ? dao.asyncDao() : dao.syncDao();
  }

  /** {@code FooDao}: blocking methods on a {@code DynamoDbClient}. */
  static TypeSpec sync(DaoDescription dao) {
    return new DaoWriter(dao, false).write();
  }

  /** {@code FooAsyncDao}: the same methods returning futures, on a {@code DynamoDbAsyncClient}. */
  static TypeSpec async(DaoDescription dao) {
    return new DaoWriter(dao, true).write();
  }

  private TypeSpec write() {
    TypeSpec.Builder type =
        TypeSpec.classBuilder(self)
            .addModifiers(Modifier.PUBLIC, Modifier.FINAL)
            .superclass(
                ParameterizedTypeName.get(
                    async ? dao.asyncBase() : dao.base(),
                    dao.baseArguments().toArray(TypeName[]::new)))
            .addJavadoc("$L", classDoc());
    if (!async) {
      type.addField(
          FieldSpec.builder(dao.recordType(), "TYPE", Modifier.STATIC, Modifier.FINAL)
              .initializer(dao.typeInitializer())
              .build());
    }
    // Registered for the base class, which finds it by this class, and for transactions.
    type.addStaticBlock(
        CodeBlock.of(
            "$T.register($T.class, $L);\n", RuntimeNames.RECORD_TYPES, self, typeConstant()));
    type.addMethod(
        MethodSpec.constructorBuilder()
            .addModifiers(Modifier.PUBLIC)
            .addJavadoc("$L", CONSTRUCTOR_DOC)
            .addParameter(
                async ? RuntimeNames.DYNAMO_DB_ASYNC_CLIENT : RuntimeNames.DYNAMO_DB_CLIENT,
                "client")
            .addParameter(String.class, "tableName")
            .addStatement("super(client, tableName)")
            .build());
    type.addMethod(
        MethodSpec.constructorBuilder()
            .addModifiers(Modifier.PRIVATE)
            .addParameter(self, "dao")
            .addStatement("super(dao)")
            .build());
    type.addMethod(
        MethodSpec.methodBuilder("consistentReads")
            .addAnnotation(Override.class)
            .addModifiers(Modifier.PUBLIC)
            .returns(self)
            .addStatement("return new $T(this)", self)
            .build());
    for (DaoOperation operation : dao.operations()) {
      type.addMethod(method(operation));
    }
    if (!async) {
      dao.helpers().forEach(type::addMethod);
    }
    return type.build();
  }

  private String classDoc() {
    if (!async) {
      return dao.classDoc();
    }
    return DocText.wrap(
        "The asynchronous {@link "
            + dao.syncDao().simpleName()
            + "}: the methods of {@link "
            + dao.asyncBase().simpleName()
            + "}"
            + (dao.operations().isEmpty() ? "" : " and those it adds")
            + ", each returning a future, on a {@code DynamoDbAsyncClient}; their requests are"
            + " those {@link "
            + dao.syncDao().simpleName()
            + "} states.\n",
        DocText.CLASS_WIDTH);
  }

  private CodeBlock typeConstant() {
    return async ? CodeBlock.of("$T.TYPE", dao.syncDao()) : CodeBlock.of("TYPE");
  }

  private MethodSpec method(DaoOperation operation) {
    MethodSpec.Builder method =
        MethodSpec.methodBuilder(operation.name())
            .addModifiers(Modifier.PUBLIC)
            .returns(returnType(operation))
            .addJavadoc("$L", javadoc(operation));
    for (Parameter parameter : operation.parameters()) {
      method.addParameter(parameter.type(), parameter.name());
    }
    if (operation.shape() == Shape.REFUSED) {
      // Its parameter type has no value: a call passes null, and learns the rule, not the null.
      return method.addAnnotation(Deprecated.class).addStatement("throw $L", operation.call())
          .build();
    }
    // Every argument that can be null, ids included, is checked before anything else: the
    // same InvalidKeyException, thrown at once, from both DAOs.
    for (Parameter parameter : operation.parameters()) {
      if (!parameter.type().isPrimitive()) {
        DaoGenerator.requirePresent(method, parameter.name());
      }
    }
    boolean isVoid = operation.result().equals(TypeName.VOID);
    if (operation.shape() == Shape.QUERY) {
      method.addStatement(
          async ? "return $T.async(() ->$W$L)" : "return $T.sync($L)",
          RuntimeNames.QUERIES,
          operation.call());
    } else if (operation.shape() == Shape.KEYS_ONLY_QUERY) {
      method.addStatement(
          async ? "return $T.asyncKeysOnly(() ->$W$L)" : "return $T.keysOnly($L)",
          RuntimeNames.QUERIES,
          operation.call());
    } else if (async) {
      method.addStatement(
          "return $T.supply(() ->$W$L)", RuntimeNames.FUTURES, operation.call());
    } else {
      method.addStatement(
          isVoid ? "$T.join($L)" : "return $T.join($L)", RuntimeNames.FUTURES, operation.call());
    }
    return method.build();
  }

  private TypeName returnType(DaoOperation operation) {
    if (!async) {
      return operation.result();
    }
    if (operation.shape().query()) {
      ParameterizedTypeName query = (ParameterizedTypeName) operation.result();
      return ParameterizedTypeName.get(
          operation.shape() == Shape.KEYS_ONLY_QUERY
              ? RuntimeNames.ASYNC_KEYS_ONLY_QUERY
              : RuntimeNames.ASYNC_EDGE_QUERY,
          query.typeArguments.toArray(TypeName[]::new));
    }
    TypeName boxed =
        operation.result().equals(TypeName.VOID)
            ? ClassName.get(Void.class)
            : operation.result().box();
    return ParameterizedTypeName.get(RuntimeNames.COMPLETABLE_FUTURE, boxed);
  }

  /**
   * The synchronous DAO's: the request lines, then {@code @return} and {@code @throws}. The
   * asynchronous DAO's is one line that links to it and says what differs.
   */
  private String javadoc(DaoOperation operation) {
    if (async) {
      return DocText.wrap(asyncJavadoc(operation), DocText.MEMBER_WIDTH);
    }
    DaoOperation.Doc doc = operation.doc();
    StringBuilder text = new StringBuilder(doc.request()).append('\n');
    boolean tags = doc.returns() != null || !doc.thrown().isEmpty() || !doc.deprecated().isEmpty();
    if (tags) {
      text.append('\n');
    }
    if (!doc.deprecated().isEmpty()) {
      text.append(doc.deprecated());
    }
    if (doc.returns() != null) {
      text.append("@return ").append(doc.returns()).append('\n');
    }
    for (Thrown thrown : doc.thrown()) {
      text.append("@throws ")
          .append(thrown.name())
          .append(' ')
          .append(thrown.condition())
          .append('\n');
    }
    return DocText.wrap(text.toString(), DocText.MEMBER_WIDTH);
  }

  /**
   * {@code Async {@link FooDao#put(Foo)}: ...}: the request, result and exceptions are the
   * synchronous method's; only how they arrive differs.
   */
  private String asyncJavadoc(DaoOperation operation) {
    String link = "Async {@link " + syncLink(operation) + "}";
    return switch (operation.shape()) {
      case FUTURE -> link + ": fails its future instead of throwing.\n";
      case QUERY, KEYS_ONLY_QUERY -> link + ": its terminals return futures.\n";
      case REFUSED -> link + ": always throws, as it does.\n\n" + operation.doc().deprecated();
    };
  }

  /** {@code FooDao#update(String, Update, Condition)}: the erased parameter types. */
  private String syncLink(DaoOperation operation) {
    StringBuilder link =
        new StringBuilder(dao.syncDao().simpleName()).append('#').append(operation.name());
    link.append('(');
    for (int i = 0; i < operation.parameters().size(); i++) {
      link.append(i == 0 ? "" : ", ").append(erased(operation.parameters().get(i).type()));
    }
    return link.append(')').toString();
  }

  private static String erased(TypeName type) {
    TypeName raw = type instanceof ParameterizedTypeName p ? p.rawType : type;
    return raw instanceof ClassName c ? String.join(".", c.simpleNames()) : raw.toString();
  }
}
