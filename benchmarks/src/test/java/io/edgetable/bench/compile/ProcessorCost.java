package io.edgetable.bench.compile;

import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.OptionalDouble;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import javax.annotation.processing.Processor;
import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;

/**
 * Compiles a synthetic project of N edge records with javac in this process, as Maven's compiler
 * plugin and IDEs do, either without annotation processing ({@code -proc:none}: the user's records
 * alone), with the EdgeTable processor (records plus everything generated), or with {@link
 * FilerFloorProcessor} (records plus as many empty files as EdgeTable writes). Meant to run in a
 * fresh JVM per (size, mode): the first compile is reported on its own (the cold compile of a
 * command-line build), then warm compiles give the median.
 *
 * <p>Usage: {@code ProcessorCost RECORDS procNone|full|filerFloor|fullSync|floorSync WARMUPS
 * REPETITIONS} ({@code fullSync} and {@code floorSync}: with {@code -Aedgetable.async=false}).
 * Prints one line, {@code processorCost records=.. mode=.. firstMs=.. medianMs=.. minMs=.. maxMs=..
 * firstProcessorMs=.. processorMs=.. processorMinMs=.. processorMaxMs=.. generatedFiles=..
 * generatedLines=.. phase_read=.. ...}; the processor's own time comes from its {@code
 * -Aedgetable.timing=true} note ({@code NaN} when it printed none), for the first compile and as
 * the median (and range) of the warm ones; each {@code phase_} is the median of the warm compiles'
 * phase of that name in the note. {@code cpu...}: the CPU time of the thread that ran javac (the
 * processor runs on it too), first and median with range: on a shared machine it moves far less
 * than the wall time. With {@code -Dedgetable.bench.profile=true} it first prints a {@code
 * compileProfile} line: where the measured compiles' time went, from a profiler ({@link
 * CompileProfile}).
 */
public final class ProcessorCost {
  /** Where the build writes the classpath files this harness reads. */
  public static final String CLASSPATH_DIR_PROPERTY = "edgetable.bench.classpath";

  /**
   * {@code -Dedgetable.bench.profile=true}: also profile the measured compiles and print where
   * their time went ({@link CompileProfile}).
   */
  public static final String PROFILE_PROPERTY = "edgetable.bench.profile";

  static final String PROCESSOR = "io.edgetable.processor.EdgeTableProcessor";

  /** A number of milliseconds in the processor's timing note. */
  private static final Pattern NOTE_MILLIS = Pattern.compile("(\\d+(?:\\.\\d+)?)\\s*ms\\b");

  /** One phase of the processor's timing note: {@code read 12 ms}. */
  private static final Pattern PHASE = Pattern.compile("(\\w+) (\\d+) ms");

  private static Class<?> processorClass;

  private ProcessorCost() {}

  /** Which processor runs, if any. */
  public enum Mode {
    /** No annotation processing: the user's records alone. */
    PROC_NONE("procNone"),
    /** The EdgeTable processor: records plus everything it generates. */
    FULL("full"),
    /** {@link FilerFloorProcessor}: as many (empty) files as EdgeTable writes, nothing in them. */
    FILER_FLOOR("filerFloor"),
    /** The EdgeTable processor with {@code -Aedgetable.async=false}: no {@code FooAsyncDao}. */
    FULL_SYNC("fullSync"),
    /** The floor of {@link #FULL_SYNC}: the same empty files but the async DAOs'. */
    FLOOR_SYNC("floorSync");

    private final String label;

    Mode(String label) {
      this.label = label;
    }

    /** The name used on the command line and in the output. */
    public String label() {
      return label;
    }

    static Mode of(String label) {
      return Arrays.stream(values())
          .filter(m -> m.label.equals(label))
          .findFirst()
          .orElseThrow(
              () ->
                  new IllegalArgumentException(
                      "mode must be procNone, full, filerFloor, fullSync or floorSync"));
    }
  }

  /**
   * One compile: wall time, the processor's own time if it reported one, and how much source it
   * generated.
   */
  public record Compile(
      double wallMs,
      double cpuMs,
      OptionalDouble processorMs,
      Map<String, Double> phases,
      int generatedFiles,
      long generatedLines) {}

  public static void main(String[] args) throws IOException {
    if (args.length != 4) {
      throw new IllegalArgumentException(
          "usage: ProcessorCost RECORDS procNone|full|filerFloor|fullSync|floorSync WARMUPS"
              + " REPETITIONS");
    }
    int records = Integer.parseInt(args[0]);
    Mode mode = Mode.of(args[1]);
    int warmups = Integer.parseInt(args[2]);
    int repetitions = Integer.parseInt(args[3]);

    Path work = Files.createTempDirectory("edgetable-processor-cost");
    try {
      List<Path> sources = SyntheticSources.write(work.resolve("src"), records);
      Compile first = compile(sources, work, mode);
      for (int i = 0; i < warmups; i++) {
        compile(sources, work, mode);
      }
      List<Compile> measured = new ArrayList<>();
      CompileProfile profile = Boolean.getBoolean(PROFILE_PROPERTY) ? CompileProfile.start() : null;
      for (int i = 0; i < repetitions; i++) {
        measured.add(compile(sources, work, mode));
      }
      if (profile != null) {
        profile.stopAndPrint(records, mode.label(), repetitions);
      }
      double[] wall = measured.stream().mapToDouble(Compile::wallMs).sorted().toArray();
      double[] cpu = measured.stream().mapToDouble(Compile::cpuMs).sorted().toArray();
      double[] own =
          measured.stream()
              .map(Compile::processorMs)
              .filter(OptionalDouble::isPresent)
              .mapToDouble(OptionalDouble::getAsDouble)
              .sorted()
              .toArray();
      StringBuilder line =
          new StringBuilder(
              String.format(
                  Locale.ROOT,
                  "processorCost records=%d mode=%s firstMs=%.0f medianMs=%.0f minMs=%.0f"
                      + " maxMs=%.0f firstProcessorMs=%.0f processorMs=%.0f processorMinMs=%.0f"
                      + " processorMaxMs=%.0f generatedFiles=%d generatedLines=%d firstCpuMs=%.0f"
                      + " cpuMs=%.0f cpuMinMs=%.0f cpuMaxMs=%.0f",
                  records,
                  mode.label(),
                  first.wallMs(),
                  median(wall),
                  wall.length == 0 ? Double.NaN : wall[0],
                  wall.length == 0 ? Double.NaN : wall[wall.length - 1],
                  first.processorMs().orElse(Double.NaN),
                  median(own),
                  own.length == 0 ? Double.NaN : own[0],
                  own.length == 0 ? Double.NaN : own[own.length - 1],
                  first.generatedFiles(),
                  first.generatedLines(),
                  first.cpuMs(),
                  median(cpu),
                  cpu.length == 0 ? Double.NaN : cpu[0],
                  cpu.length == 0 ? Double.NaN : cpu[cpu.length - 1]));
      // The processor's phases (its timing note), each the median of the warm compiles.
      for (String phase : first.phases().keySet()) {
        double[] times =
            measured.stream()
                .map(c -> c.phases().get(phase))
                .filter(t -> t != null)
                .mapToDouble(Double::doubleValue)
                .sorted()
                .toArray();
        line.append(String.format(Locale.ROOT, " phase_%s=%.0f", phase, median(times)));
      }
      System.out.println(line);
    } finally {
      deleteTree(work);
    }
  }

  /**
   * Compiles {@code sources} into fresh output folders under {@code work}.
   *
   * @throws IllegalStateException with javac's messages if the compile fails
   */
  public static Compile compile(List<Path> sources, Path work, Mode mode) throws IOException {
    Path classes = work.resolve("classes");
    Path generated = work.resolve("generated");
    deleteTree(classes);
    deleteTree(generated);
    Files.createDirectories(classes);
    Files.createDirectories(generated);

    List<String> options = new ArrayList<>();
    options.addAll(List.of("--release", "17", "-Xlint:all", "-Werror"));
    options.addAll(List.of("-d", classes.toString(), "-classpath", classpath("user.txt")));
    List<Processor> processors = List.of();
    switch (mode) {
      case PROC_NONE -> options.add("-proc:none");
      case FULL, FULL_SYNC -> {
        options.addAll(List.of("-s", generated.toString(), "-Aedgetable.timing=true"));
        processors = List.of(newEdgeTableProcessor());
      }
      case FILER_FLOOR, FLOOR_SYNC -> {
        options.addAll(List.of("-s", generated.toString()));
        processors = List.of(new FilerFloorProcessor());
      }
    }
    if (mode == Mode.FULL_SYNC || mode == Mode.FLOOR_SYNC) {
      options.add("-Aedgetable.async=false");
    }

    JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
    DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
    // javac runs on this thread: its CPU time is what the compile costs, whatever else the
    // machine runs (the wall time is not, on a shared machine).
    ThreadMXBean threads = ManagementFactory.getThreadMXBean();
    long cpuStart = threads.getCurrentThreadCpuTime();
    long start = System.nanoTime();
    boolean ok;
    try (StandardJavaFileManager files =
        javac.getStandardFileManager(diagnostics, Locale.ROOT, StandardCharsets.UTF_8)) {
      Iterable<? extends JavaFileObject> units = files.getJavaFileObjectsFromPaths(sources);
      JavaCompiler.CompilationTask task =
          javac.getTask(null, files, diagnostics, options, null, units);
      if (!processors.isEmpty()) {
        task.setProcessors(processors);
      }
      ok = task.call();
    }
    double wallMs = (System.nanoTime() - start) / 1e6;
    double cpuMs = (threads.getCurrentThreadCpuTime() - cpuStart) / 1e6;
    if (!ok) {
      StringBuilder messages = new StringBuilder();
      diagnostics.getDiagnostics().stream()
          .limit(20)
          .forEach(d -> messages.append("\n  ").append(d));
      throw new IllegalStateException(
          "synthetic project failed to compile (" + mode.label() + "):" + messages);
    }
    return new Compile(
        wallMs,
        cpuMs,
        processorMillis(diagnostics.getDiagnostics()),
        phases(diagnostics.getDiagnostics()),
        count(generated),
        lines(generated));
  }

  /**
   * The processor's own time: the sum of the milliseconds in its timing notes (one per {@code
   * process} call or one in all, whichever it prints).
   */
  static OptionalDouble processorMillis(List<Diagnostic<? extends JavaFileObject>> diagnostics) {
    double total = 0;
    boolean found = false;
    for (Diagnostic<? extends JavaFileObject> d : diagnostics) {
      String message = d.getMessage(Locale.ROOT);
      if (d.getKind() != Diagnostic.Kind.NOTE
          || !message.toLowerCase(Locale.ROOT).contains("edgetable")) {
        continue;
      }
      Matcher millis = NOTE_MILLIS.matcher(message);
      if (millis.find()) {
        total += Double.parseDouble(millis.group(1));
        found = true;
      }
    }
    return found ? OptionalDouble.of(total) : OptionalDouble.empty();
  }

  /**
   * The phases of the processor's timing note ({@code ...; by phase: read 12 ms, check 3 ms, ...}),
   * by name, in the note's order; empty when it printed none.
   */
  static Map<String, Double> phases(List<Diagnostic<? extends JavaFileObject>> diagnostics) {
    Map<String, Double> phases = new LinkedHashMap<>();
    for (Diagnostic<? extends JavaFileObject> d : diagnostics) {
      String message = d.getMessage(Locale.ROOT);
      int at = message.indexOf("by phase: ");
      if (d.getKind() != Diagnostic.Kind.NOTE || at < 0) {
        continue;
      }
      Matcher phase = PHASE.matcher(message.substring(at));
      while (phase.find()) {
        phases.merge(phase.group(1), Double.parseDouble(phase.group(2)), Double::sum);
      }
    }
    return phases;
  }

  /** The classpath the build wrote into {@code file} (see the module's pom). */
  static String classpath(String file) {
    Path dir = Paths.get(System.getProperty(CLASSPATH_DIR_PROPERTY, "target/classpath"));
    try {
      return Files.readString(dir.resolve(file)).trim();
    } catch (IOException e) {
      throw new UncheckedIOException(
          "missing " + dir.resolve(file) + ": build the module first (mvn package)", e);
    }
  }

  /**
   * A new EdgeTable processor, of the class in {@code processor.txt}: loaded by a class loader of
   * its own whose parent is the platform's, never from this JVM's class path (which holds the
   * processor this harness was built with, and would win over javac's {@code -processorpath}), so
   * that a {@code processor.txt} naming another build measures that build. One loader per JVM:
   * warm compiles run the classes the first ones compiled.
   */
  static Processor newEdgeTableProcessor() {
    try {
      return edgeTableProcessorClass().asSubclass(Processor.class).getConstructor().newInstance();
    } catch (ReflectiveOperationException e) {
      throw new IllegalStateException("cannot create " + PROCESSOR, e);
    }
  }

  /** The EdgeTable processor's class, from {@code processor.txt} alone. */
  static synchronized Class<?> edgeTableProcessorClass() {
    if (processorClass == null) {
      URL[] urls =
          Arrays.stream(classpath("processor.txt").split(File.pathSeparator))
              .filter(entry -> !entry.isBlank())
              .map(ProcessorCost::url)
              .toArray(URL[]::new);
      ClassLoader loader = new URLClassLoader(urls, ClassLoader.getPlatformClassLoader());
      try {
        processorClass = Class.forName(PROCESSOR, false, loader);
      } catch (ClassNotFoundException e) {
        throw new IllegalStateException(PROCESSOR + " is not in processor.txt", e);
      }
    }
    return processorClass;
  }

  private static URL url(String path) {
    try {
      return Paths.get(path).toUri().toURL();
    } catch (java.net.MalformedURLException e) {
      throw new IllegalStateException(e);
    }
  }


  static double median(double[] sorted) {
    if (sorted.length == 0) {
      return Double.NaN;
    }
    int mid = sorted.length / 2;
    return sorted.length % 2 == 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
  }

  private static int count(Path dir) throws IOException {
    try (Stream<Path> files = Files.walk(dir)) {
      return (int) files.filter(Files::isRegularFile).count();
    }
  }

  private static long lines(Path dir) throws IOException {
    long lines = 0;
    try (Stream<Path> files = Files.walk(dir)) {
      for (Path file : files.filter(Files::isRegularFile).toList()) {
        try (Stream<String> text = Files.lines(file)) {
          lines += text.count();
        }
      }
    }
    return lines;
  }

  private static void deleteTree(Path root) throws IOException {
    if (!Files.exists(root)) {
      return;
    }
    try (Stream<Path> paths = Files.walk(root)) {
      for (Path p : paths.sorted(Comparator.reverseOrder()).toList()) {
        Files.delete(p);
      }
    }
  }
}
