package io.edgetable.bench.cold;

import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Warmup;

/**
 * A fresh JVM to the first item marshalled: one call per fork, so each sample pays the class
 * loading, static initialisation, schema building and interpreted execution a serverless function
 * pays on its first request. Each path lives in its own class, so nothing it uses is loaded
 * before the timer starts.
 */
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 0)
@Measurement(iterations = 1)
@Fork(40)
public class ColdStart {

  /** Our generated marshaller. */
  @Benchmark
  public Object generated() {
    return GeneratedFirstItem.marshal();
  }

  /** {@code TableSchema.fromBean(...)} then {@code itemToMap}. */
  @Benchmark
  public Object beanSchema() {
    return BeanSchemaFirstItem.marshal();
  }

  /** {@code TableSchema.fromImmutableClass(...)} then {@code itemToMap}. */
  @Benchmark
  public Object immutableSchema() {
    return ImmutableSchemaFirstItem.marshal();
  }

  /** {@code StaticTableSchema.builder(...)...build()} then {@code itemToMap}. */
  @Benchmark
  public Object staticSchema() {
    return StaticSchemaFirstItem.marshal();
  }

  /** The hand-written lower bound. */
  @Benchmark
  public Object handWritten() {
    return HandWrittenFirstItem.marshal();
  }
}
