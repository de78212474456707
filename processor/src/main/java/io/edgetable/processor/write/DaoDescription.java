package io.edgetable.processor.write;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.MethodSpec;
import com.squareup.javapoet.TypeName;
import io.edgetable.processor.model.GeneratedClass;
import io.edgetable.processor.model.RecordName;
import java.util.List;

/**
 * Everything {@link DaoWriter} renders for one record, built by {@link DaoCatalogue}.
 *
 * @param name the record's name
 * @param record the record's class
 * @param base the base class of {@code FooDao} ({@code NodeDao}, {@code CountedEdgeDao}...)
 * @param asyncBase the base class of {@code FooAsyncDao}
 * @param baseArguments the type arguments of both bases: the record and its id types, boxed
 * @param recordType {@code NodeType<T, I>} or {@code EdgeType<T, S, T>}
 * @param typeInitializer what builds {@code recordType} for the record ({@code FooDao.TYPE})
 * @param operations the methods the DAOs add to their bases, in order
 * @param helpers package-private static methods of {@code FooDao} that calls of both DAOs name
 * @param others the records the DAOs' code names besides this one (originating elements)
 * @param classDoc the sync DAO's class Javadoc: the requests of its record kind, wrapped
 */
record DaoDescription(
    RecordName name,
    ClassName record,
    ClassName base,
    ClassName asyncBase,
    List<TypeName> baseArguments,
    TypeName recordType,
    CodeBlock typeInitializer,
    List<DaoOperation> operations,
    List<MethodSpec> helpers,
    List<RecordName> others,
    String classDoc) {

  DaoDescription {
    baseArguments = List.copyOf(baseArguments);
    operations = List.copyOf(operations);
    helpers = List.copyOf(helpers);
    others = List.copyOf(others);
  }

  /** {@code FooDao}: the synchronous DAO, which holds the record type constant. */
  ClassName syncDao() {
    return SourceWriter.generated(name, GeneratedClass.DAO);
  }

  /** {@code FooAsyncDao}. */
  ClassName asyncDao() {
    return SourceWriter.generated(name, GeneratedClass.ASYNC_DAO);
  }
}
