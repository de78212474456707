package io.edgetable.bench;

import io.edgetable.bench.enhanced.EnhancedSchemas;
import io.edgetable.bench.enhanced.EnrollmentBean;
import io.edgetable.bench.enhanced.ImmutableEnrollment;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import software.amazon.awssdk.enhanced.dynamodb.mapper.BeanTableSchema;
import software.amazon.awssdk.enhanced.dynamodb.mapper.ImmutableTableSchema;
import software.amazon.awssdk.enhanced.dynamodb.mapper.StaticTableSchema;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** Record (or bean) to item, in a warm JVM: the work of every put and transaction. */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(value = 3, jvmArgsAppend = {"-Xms1g", "-Xmx1g"})
public class ToItem {
  // Non-final fields: the JIT must not constant-fold the input.
  private Enrollment record;
  private EnrollmentBean bean;
  private ImmutableEnrollment immutable;
  private BeanTableSchema<EnrollmentBean> beanSchema;
  private ImmutableTableSchema<ImmutableEnrollment> immutableSchema;
  private StaticTableSchema<EnrollmentBean> staticSchema;

  /** Fails the run unless every variant computes the same item. */
  @Setup
  public void setUp() {
    Variants.checkAgreement();
    record = Variants.sample();
    bean = EnhancedSchemas.bean(record);
    immutable = EnhancedSchemas.immutable(record);
    beanSchema = EnhancedSchemas.beanSchema();
    immutableSchema = EnhancedSchemas.immutableSchema();
    staticSchema = EnhancedSchemas.staticSchema();
  }

  /** Our generated marshaller. */
  @Benchmark
  public Map<String, AttributeValue> generated() {
    return GeneratedVariant.toItem(record);
  }

  /** {@code TableSchema.fromBean}, with nulls ignored as a put does. */
  @Benchmark
  public Map<String, AttributeValue> beanSchema() {
    return beanSchema.itemToMap(bean, true);
  }

  /** {@code TableSchema.fromImmutableClass}. */
  @Benchmark
  public Map<String, AttributeValue> immutableSchema() {
    return immutableSchema.itemToMap(immutable, true);
  }

  /** {@code StaticTableSchema} with explicit getters. */
  @Benchmark
  public Map<String, AttributeValue> staticSchema() {
    return staticSchema.itemToMap(bean, true);
  }

  /** The hand-written lower bound. */
  @Benchmark
  public Map<String, AttributeValue> handWritten() {
    return HandWrittenEnrollmentMarshaller.INSTANCE.toItem(record);
  }
}
