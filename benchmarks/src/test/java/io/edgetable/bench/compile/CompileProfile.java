package io.edgetable.bench.compile;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.text.ParseException;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import jdk.jfr.Configuration;
import jdk.jfr.Recording;
import jdk.jfr.consumer.RecordedEvent;
import jdk.jfr.consumer.RecordedFrame;
import jdk.jfr.consumer.RecordingFile;

/**
 * Where a compile's time goes, from a profiler: a Flight Recorder recording (the JDK's {@code
 * profile} settings, a stack sample of each running Java thread every 10 ms) taken around the
 * measured compiles, its samples of the compiling thread sorted by what they were doing. The
 * processor's work comes first ({@code processor.*}: reading the records, the checks, building
 * the specs, JavaPoet rendering them and the part of that spent compiling a regular expression per
 * emitted string, our passes over the rendered text, the {@code Filer}); then javac's own phases
 * ({@code javac.*}: parsing, entering classes, attributing, flow analysis, desugaring, generating
 * class files). {@link FilerFloorProcessor}'s work counts as the processor's. Each share is of the
 * samples in Java code: time in system calls is not sampled.
 */
final class CompileProfile {
  /** The categories, in the order they are printed. */
  private static final List<String> CATEGORIES =
      List.of(
          "processor.read",
          "processor.check",
          "processor.build",
          "processor.javapoetRegex",
          "processor.javapoetRender",
          "processor.textPasses",
          "processor.filer",
          "processor.other",
          "javac.parse",
          "javac.enter",
          "javac.attribute",
          "javac.flow",
          "javac.desugar",
          "javac.generate",
          "javac.other",
          "other");

  /** The {@code profile} settings sample a running Java thread every 10 ms. */
  private static final double SAMPLE_MILLIS = 10;

  private final Recording recording;
  private final long thread = Thread.currentThread().getId();

  private CompileProfile(Recording recording) {
    this.recording = recording;
  }

  /** Starts recording with the JDK's {@code profile} settings. */
  static CompileProfile start() throws IOException {
    try {
      Recording recording = new Recording(Configuration.getConfiguration("profile"));
      recording.start();
      return new CompileProfile(recording);
    } catch (ParseException e) {
      throw new IOException("the JDK's profile settings cannot be read", e);
    }
  }

  /** The samples of the compiling thread by category, in {@link #CATEGORIES}' order. */
  record Samples(Map<String, Integer> counts, int total) {
    /**
     * {@code compileProfile records=.. mode=.. compiles=.. samples=..}, then each category's share
     * of the samples in percent and its sampled time in milliseconds per compile.
     */
    String line(int records, String mode, int compiles) {
      StringBuilder line =
          new StringBuilder(
              String.format(
                  Locale.ROOT,
                  "compileProfile records=%d mode=%s compiles=%d samples=%d",
                  records,
                  mode,
                  compiles,
                  total));
      for (Map.Entry<String, Integer> count : counts.entrySet()) {
        line.append(
            String.format(
                Locale.ROOT,
                " %s=%.1f%%/%.0fms",
                count.getKey(),
                total == 0 ? 0 : 100.0 * count.getValue() / total,
                SAMPLE_MILLIS * count.getValue() / compiles));
      }
      return line.toString();
    }
  }

  /** Stops recording and prints {@link Samples#line} for {@code compiles} compiles. */
  void stopAndPrint(int records, String mode, int compiles) throws IOException {
    System.out.println(stop().line(records, mode, compiles));
  }

  /** Stops recording and sorts the compiling thread's samples. */
  Samples stop() throws IOException {
    recording.stop();
    Path file = Files.createTempFile("edgetable-compile", ".jfr");
    try {
      recording.dump(file);
      recording.close();
      Map<String, Integer> counts = new LinkedHashMap<>();
      CATEGORIES.forEach(c -> counts.put(c, 0));
      int total = 0;
      for (RecordedEvent event : RecordingFile.readAllEvents(file)) {
        if (!event.getEventType().getName().equals("jdk.ExecutionSample")
            || event.getThread("sampledThread") == null
            || event.getThread("sampledThread").getJavaThreadId() != thread
            || event.getStackTrace() == null) {
          continue;
        }
        total++;
        counts.merge(category(event.getStackTrace().getFrames()), 1, Integer::sum);
      }
      return new Samples(Collections.unmodifiableMap(counts), total);
    } finally {
      Files.deleteIfExists(file);
    }
  }

  /** What the sampled stack was doing; {@code frames.get(0)} is the innermost frame. */
  static String category(List<RecordedFrame> frames) {
    boolean processor = false;
    boolean filer = false;
    boolean javaPoetRender = false;
    boolean textPasses = false;
    String phase = null;
    for (RecordedFrame frame : frames) {
      String type = frame.getMethod().getType().getName();
      if (type.startsWith("io.edgetable.processor.")
          || type.equals(FilerFloorProcessor.class.getName())) {
        if (!processor) { // the innermost frame of the processor's own code
          textPasses = isTextPass(type, frame.getMethod().getName());
        }
        processor = true;
        if (phase == null) {
          phase = processorPhase(type);
        }
      } else if (type.equals("com.sun.tools.javac.processing.JavacFiler")) {
        filer = true;
      } else if (type.equals("com.squareup.javapoet.CodeWriter")
          || type.equals("com.squareup.javapoet.JavaFile")) {
        javaPoetRender = true;
      }
    }
    if (processor) {
      if (filer) {
        return "processor.filer";
      }
      if (javaPoetRender) {
        String innermost = frames.get(0).getMethod().getType().getName();
        return innermost.startsWith("java.util.regex.") || regexBelowSplit(frames)
            ? "processor.javapoetRegex"
            : "processor.javapoetRender";
      }
      if (textPasses) {
        return "processor.textPasses";
      }
      return phase == null ? "processor.other" : phase;
    }
    for (RecordedFrame frame : frames) {
      String javac = javacPhase(frame.getMethod().getType().getName());
      if (javac != null) {
        return javac;
      }
    }
    return frames.stream()
            .anyMatch(f -> f.getMethod().getType().getName().startsWith("com.sun.tools.javac."))
        ? "javac.other"
        : "other";
  }

  /** The passes over rendered text: trailing spaces, long class headers, one-line Javadoc. */
  private static boolean isTextPass(String type, String method) {
    return type.endsWith(".ShortJavadoc")
        || (type.endsWith(".SourceWriter")
            && !List.of("write", "writeRecord", "create", "javaFile").contains(method));
  }

  /** JavaPoet 1.13 splits every emitted string with {@code String.split("\\R")}. */
  private static boolean regexBelowSplit(List<RecordedFrame> frames) {
    for (RecordedFrame frame : frames) {
      String type = frame.getMethod().getType().getName();
      if (type.equals("java.lang.String") && frame.getMethod().getName().equals("split")) {
        return true;
      }
      if (!type.startsWith("java.")) {
        return false;
      }
    }
    return false;
  }

  private static String processorPhase(String type) {
    if (type.startsWith("io.edgetable.processor.read.")) {
      return "processor.read";
    }
    if (type.startsWith("io.edgetable.processor.check.")) {
      return "processor.check";
    }
    if (type.startsWith("io.edgetable.processor.write.")) {
      return "processor.build";
    }
    return null;
  }

  private static String javacPhase(String type) {
    if (type.startsWith("com.sun.tools.javac.parser.")) {
      return "javac.parse";
    }
    if (type.startsWith("com.sun.tools.javac.comp.")) {
      String name = type.substring("com.sun.tools.javac.comp.".length());
      if (name.startsWith("Attr") || name.startsWith("Resolve") || name.startsWith("Infer")
          || name.startsWith("DeferredAttr") || name.startsWith("Check")) {
        return "javac.attribute";
      }
      if (name.startsWith("Flow")) {
        return "javac.flow";
      }
      if (name.startsWith("TransTypes") || name.startsWith("Lower")
          || name.startsWith("TransPatterns") || name.startsWith("LambdaToMethod")) {
        return "javac.desugar";
      }
      if (name.contains("Enter") || name.startsWith("Annotate")) {
        return "javac.enter";
      }
    }
    if (type.startsWith("com.sun.tools.javac.jvm.ClassReader")) {
      return "javac.enter"; // reading a class file to complete a class
    }
    if (type.startsWith("com.sun.tools.javac.jvm.")) {
      return "javac.generate";
    }
    if (type.equals("com.sun.tools.javac.code.Symbol$ClassSymbol")
        || type.startsWith("com.sun.tools.javac.code.ClassFinder")) {
      return "javac.enter"; // completing a class: reading its class file or entering its source
    }
    return null;
  }
}
