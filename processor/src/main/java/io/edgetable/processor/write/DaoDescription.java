package io.edgetable.processor.write;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.MethodSpec;
import com.squareup.javapoet.TypeName;
import com.squareup.javapoet.TypeSpec;
import io.edgetable.processor.model.GeneratedClass;
import io.edgetable.processor.model.RecordName;
import java.util.List;

/**
 * Everything {@link DaoWriter} renders for one record, built by {@link DaoCatalogue}.
 *
 * @param name the record's name
 * @param record the record's class
 * @param kind {@code "node"} or {@code "edge"}, for the class Javadoc
 * @param key the key type {@code K} of {@code Dao<T, K>}: the boxed id, or {@code EdgeKey<S, T>}
 * @param recordType {@code NodeType<T, I>} or {@code EdgeType<T, S, T>}
 * @param typeClass the nested class {@code Type} that implements {@code recordType} for the record
 * @param operations the DAO's methods, in order
 * @param helpers package-private static methods of {@code FooDao} that calls of both DAOs name
 * @param others the records the DAOs' code names besides this one (originating elements)
 * @param idLimits the class Javadoc's paragraph on how long ids may be ({@link IdLimitDocs}), or
 *     empty
 */
record DaoDescription(
    RecordName name,
    ClassName record,
    String kind,
    TypeName key,
    TypeName recordType,
    TypeSpec typeClass,
    List<DaoOperation> operations,
    List<MethodSpec> helpers,
    List<RecordName> others,
    String idLimits) {

  DaoDescription {
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
