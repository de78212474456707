package io.edgetable.bench;

import io.edgetable.bench.async.AsyncGets;
import io.edgetable.bench.hydrate.HydratedPage;
import io.edgetable.bench.cold.ColdStart;
import io.edgetable.bench.cold.FirstItemMain;
import io.edgetable.bench.compile.CompileSummary;
import io.edgetable.bench.compile.ProcessorCost;
import io.edgetable.bench.shards.ShardedPaging;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;
import org.openjdk.jmh.profile.GCProfiler;
import org.openjdk.jmh.results.Result;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.options.ChainedOptionsBuilder;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.TimeValue;

/**
 * Runs every benchmark and prints JMH's tables, then one {@code ratio OP BASELINE VALUE} line per
 * comparison (VALUE = baseline time / generated time, above 1: generated is faster) and the
 * processor's compile-time cost.
 *
 * <p>Arguments: {@code --quick} (short iterations, one fork; a sanity run, not a measurement,
 * except for the compile: warm medians with their range at 100 and 1000 records),
 * {@code --only=marshal,cold,compile,shards,async,hydrate} (a subset), {@code --profile} (the
 * compile's time by phase, from a profiler: {@code compile.CompileProfile}). {@code shards}
 * counts the read units paging a sharded index is billed, against moto ({@link ShardedPaging};
 * {@code --items= --shards= --page= --order= --index=} narrow its grid, see its main); counts do
 * not depend on {@code --quick}. {@code async} measures 2,000 gets with 64 in flight through the async
 * DAO and through the sync DAO on 64 threads, against moto: requests per second and peak live
 * threads ({@link AsyncGets}; three rounds of each, one with {@code --quick}). {@code hydrate}
 * times a page of 100 from a KEYS_ONLY index, hydrated against inverse + getAll by hand ({@link
 * HydratedPage}).
 */
public final class BenchmarkMain {
  private static final List<String> BASELINES =
      List.of("beanSchema", "immutableSchema", "staticSchema", "handWritten");
  /** The options that narrow the {@code shards} grid ({@link ShardedPaging#main}). */
  private static final List<String> SHARD_CELLS =
      List.of("--items=", "--shards=", "--page=", "--order=", "--index=");

  private static final int[] RECORD_COUNTS = {10, 100, 1000};

  private BenchmarkMain() {}

  public static void main(String[] args) throws Exception {
    boolean quick = false;
    boolean profile = false;
    List<String> shardCells = new ArrayList<>();
    Set<String> parts =
        new LinkedHashSet<>(List.of("marshal", "cold", "compile", "shards", "async", "hydrate"));
    for (String arg : args) {
      if (arg.equals("--quick")) {
        quick = true;
      } else if (arg.equals("--profile")) {
        profile = true;
      } else if (SHARD_CELLS.stream().anyMatch(arg::startsWith)) {
        shardCells.add(arg);
      } else if (arg.startsWith("--only=")) {
        parts = new LinkedHashSet<>(List.of(arg.substring("--only=".length()).split(",")));
      } else {
        throw new IllegalArgumentException(
            "unknown argument "
                + arg
                + "; use --quick, --profile (the compile) and/or"
                + " --only=marshal,cold,compile,shards,async,hydrate"
                + " (shards takes --items= --shards= --page= --order= --index=)");
      }
    }

    List<RunResult> results = new ArrayList<>();
    if (parts.contains("marshal")) {
      results.addAll(runMarshalling(quick));
    }
    Map<String, Long> classCounts = new LinkedHashMap<>();
    if (parts.contains("cold")) {
      results.addAll(runColdStart(quick));
      classCounts = countClassesLoaded();
    }
    List<String> compileLines = parts.contains("compile") ? runProcessorCost(quick, profile) : List.of();
    if (parts.contains("shards")) {
      System.out.println();
      System.out.println(
          "== Paging a sharded index by cursor: read units per page, three read-ahead rules ==");
      ShardedPaging.main(shardCells.toArray(new String[0]));
    }
    if (parts.contains("async")) {
      System.out.println();
      System.out.println(
          "== 2,000 gets, 64 in flight: async DAO against sync DAO on 64 threads (moto) ==");
      runAsyncGets(quick);
    }

    if (parts.contains("hydrate")) {
      System.out.println();
      System.out.println(
          "== A page of 100 from a KEYS_ONLY index: inverseHydrated against inverse + getAll ==");
      for (RunResult r : runHydrated(quick)) {
        System.out.printf(
            Locale.ROOT,
            "hydrate %s %.3f ms/op (error %.3f)%n",
            variant(r),
            r.getPrimaryResult().getScore(),
            r.getPrimaryResult().getScoreError());
      }
    }

    System.out.println();
    System.out.println("== Bytes allocated per operation (-prof gc, gc.alloc.rate.norm) ==");
    for (RunResult r : results) {
      Result<?> alloc = r.getSecondaryResults().get("gc.alloc.rate.norm");
      if (alloc != null) {
        System.out.printf(
            Locale.ROOT, "alloc %s %s %.0f B/op%n", op(r), variant(r), alloc.getScore());
      }
    }
    System.out.println();
    System.out.println("== Baseline time / generated time (above 1: generated is faster) ==");
    Map<String, Map<String, Double>> scores = new LinkedHashMap<>();
    for (RunResult r : results) {
      scores.computeIfAbsent(op(r), k -> new LinkedHashMap<>())
          .put(variant(r), r.getPrimaryResult().getScore());
    }
    scores.forEach(
        (op, byVariant) -> {
          Double generated = byVariant.get("generated");
          for (String baseline : BASELINES) {
            Double base = byVariant.get(baseline);
            if (generated != null && base != null) {
              System.out.printf(Locale.ROOT, "ratio %s %s %.2f%n", op, baseline, base / generated);
            }
          }
        });
    if (!classCounts.isEmpty()) {
      System.out.println();
      System.out.println(
          "== Classes loaded to the first item, beyond an empty JVM (-Xlog:class+load) ==");
      long none = classCounts.get("none");
      classCounts.forEach(
          (variant, count) -> {
            if (!variant.equals("none")) {
              System.out.printf(Locale.ROOT, "classes coldStart %s %d%n", variant, count - none);
            }
          });
    }
    List<String> verdicts = new ArrayList<>(MarshallingTargets.check(scores));
    if (!compileLines.isEmpty()) {
      System.out.println();
      System.out.println(
          "== Processor cost (javac in process, ms; first = cold JVM, median/min = warm) ==");
      compileLines.forEach(System.out::println);
      CompileSummary summary = CompileSummary.parse(compileLines);
      summary.lines().forEach(System.out::println);
      verdicts.addAll(summary.verdicts());
    }
    System.out.println();
    System.out.println("== Targets ==");
    verdicts.forEach(System.out::println);
  }

  private static Collection<RunResult> runMarshalling(boolean quick) throws RunnerException {
    ChainedOptionsBuilder options =
        new OptionsBuilder()
            .include(Pattern.quote(ToItem.class.getName()) + "\\.")
            .include(Pattern.quote(FromItem.class.getName()) + "\\.")
            .addProfiler(GCProfiler.class)
            .shouldFailOnError(true);
    if (quick) {
      options
          .forks(1)
          .warmupIterations(1)
          .warmupTime(TimeValue.seconds(1))
          .measurementIterations(2)
          .measurementTime(TimeValue.seconds(1));
    }
    return new Runner(options.build()).run();
  }

  /** {@link HydratedPage}: both variants in one run, against one moto per fork. */
  private static Collection<RunResult> runHydrated(boolean quick) throws RunnerException {
    ChainedOptionsBuilder options =
        new OptionsBuilder()
            .include(Pattern.quote(HydratedPage.class.getName()) + "\\.")
            .shouldFailOnError(true);
    if (quick) {
      options.warmupIterations(1).measurementIterations(2);
    }
    return new Runner(options.build()).run();
  }

  private static Collection<RunResult> runColdStart(boolean quick) throws RunnerException {
    ChainedOptionsBuilder options =
        new OptionsBuilder()
            .include(Pattern.quote(ColdStart.class.getName()) + "\\.")
            .shouldFailOnError(true);
    if (quick) {
      options.forks(5);
    }
    return new Runner(options.build()).run();
  }

  /** Runs each cold path once in a fresh JVM that logs every class it loads, and counts them. */
  private static Map<String, Long> countClassesLoaded() throws IOException, InterruptedException {
    Map<String, Long> counts = new LinkedHashMap<>();
    List<String> variants =
        List.of(
            "none", "generated", "beanSchema", "immutableSchema", "staticSchema", "handWritten");
    for (String variant : variants) {
      Process process =
          new ProcessBuilder(
                  javaCommand(),
                  "-Xlog:class+load",
                  "-cp",
                  System.getProperty("java.class.path"),
                  FirstItemMain.class.getName(),
                  variant)
              .redirectError(ProcessBuilder.Redirect.DISCARD)
              .start();
      long loaded;
      try (BufferedReader out =
          new BufferedReader(
              new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
        loaded = out.lines().filter(line -> line.contains("class,load")).count();
      }
      if (process.waitFor() != 0) {
        throw new IllegalStateException("first item of " + variant + " failed");
      }
      counts.put(variant, loaded);
    }
    return counts;
  }

  /**
   * {@link AsyncGets} in a fresh JVM, so that no thread of an earlier benchmark (the shard
   * reads' pool, say) is among the live threads it counts.
   */
  private static void runAsyncGets(boolean quick) throws IOException, InterruptedException {
    List<String> command =
        new ArrayList<>(
            List.of(
                javaCommand(),
                "-cp",
                System.getProperty("java.class.path"),
                AsyncGets.class.getName()));
    if (quick) {
      command.add("--quick");
    }
    Process process = new ProcessBuilder(command).inheritIO().start();
    if (process.waitFor() != 0) {
      throw new IllegalStateException("the async gets benchmark failed");
    }
  }

  private static String javaCommand() {
    return ProcessHandle.current().info().command().orElse("java");
  }

  /** One fresh JVM per (records, mode), so no compile warms the next one's javac. */
  private static List<String> runProcessorCost(boolean quick, boolean profile)
      throws IOException, InterruptedException {
    List<String> lines = new ArrayList<>();
    String java = javaCommand();
    for (int records : recordCounts(quick)) {
      int[] plan = compilePlan(records, quick);
      int warmups = plan[0];
      int repetitions = plan[1];
      for (ProcessorCost.Mode mode : ProcessorCost.Mode.values()) {
        List<String> command =
            List.of(
                java,
                "-cp",
                System.getProperty("java.class.path"),
                "-D"
                    + ProcessorCost.CLASSPATH_DIR_PROPERTY
                    + "="
                    + System.getProperty(ProcessorCost.CLASSPATH_DIR_PROPERTY, "target/classpath"),
                "-D" + ProcessorCost.PROFILE_PROPERTY + "=" + profile,
                ProcessorCost.class.getName(),
                Integer.toString(records),
                mode.label(),
                Integer.toString(warmups),
                Integer.toString(repetitions));
        Process process =
            new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.INHERIT).start();
        try (BufferedReader out =
            new BufferedReader(
                new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
          String line;
          while ((line = out.readLine()) != null) {
            System.out.println(line);
            if (line.startsWith("processorCost ")) {
              lines.add(line);
            }
          }
        }
        if (process.waitFor() != 0) {
          throw new IllegalStateException(
              "processor cost run failed for " + records + " records, " + mode.label());
        }
      }
    }
    return lines;
  }

  /**
   * Warm-up and measured compiles after the first (cold) one: warm medians at every size, also
   * with {@code --quick}, which measures 100 and 1000 records only (see {@link #recordCounts}).
   */
  private static int[] compilePlan(int records, boolean quick) {
    if (quick) {
      return records >= 1000 ? new int[] {1, 3} : new int[] {2, 5};
    }
    return records >= 1000 ? new int[] {2, 5} : new int[] {3, 7};
  }

  /** The record counts of the compile benchmark: 10 to 1000, or 100 and 1000 with --quick. */
  private static int[] recordCounts(boolean quick) {
    return quick ? new int[] {100, 1000} : RECORD_COUNTS;
  }

  /** {@code toItem}, {@code fromItem} or {@code coldStart}: the benchmark class, decapitalised. */
  private static String op(RunResult r) {
    String benchmark = r.getParams().getBenchmark();
    String[] parts = benchmark.split("\\.");
    String type = parts[parts.length - 2];
    return Character.toLowerCase(type.charAt(0)) + type.substring(1);
  }

  private static String variant(RunResult r) {
    String benchmark = r.getParams().getBenchmark();
    return benchmark.substring(benchmark.lastIndexOf('.') + 1);
  }
}
