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

/**
 * Item to record (or bean), in a warm JVM: the work of every get and of each item of a query
 * page. The input is the map as the SDK hands it over in a response.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(value = 3, jvmArgsAppend = {"-Xms1g", "-Xmx1g"})
public class FromItem {
  private Map<String, AttributeValue> item;
  private BeanTableSchema<EnrollmentBean> beanSchema;
  private ImmutableTableSchema<ImmutableEnrollment> immutableSchema;
  private StaticTableSchema<EnrollmentBean> staticSchema;

  /** Fails the run unless every variant reads the same record. */
  @Setup
  public void setUp() {
    Variants.checkAgreement();
    item = Variants.asRead(Variants.sampleItem());
    beanSchema = EnhancedSchemas.beanSchema();
    immutableSchema = EnhancedSchemas.immutableSchema();
    staticSchema = EnhancedSchemas.staticSchema();
  }

  /** Our generated marshaller. */
  @Benchmark
  public Enrollment generated() {
    return GeneratedVariant.fromItem(item);
  }

  /** {@code TableSchema.fromBean}. */
  @Benchmark
  public EnrollmentBean beanSchema() {
    return beanSchema.mapToItem(item);
  }

  /** {@code TableSchema.fromImmutableClass}. */
  @Benchmark
  public ImmutableEnrollment immutableSchema() {
    return immutableSchema.mapToItem(item);
  }

  /** {@code StaticTableSchema} with explicit setters. */
  @Benchmark
  public EnrollmentBean staticSchema() {
    return staticSchema.mapToItem(item);
  }

  /** The hand-written lower bound. */
  @Benchmark
  public Enrollment handWritten() {
    return HandWrittenEnrollmentMarshaller.INSTANCE.fromItem(item);
  }
}
