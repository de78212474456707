package io.edgetable.sample.docs;

import io.edgetable.sample.docs.SnippetSources.Source;
import java.io.IOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.SimpleJavaFileObject;
import javax.tools.ToolProvider;

/**
 * Compiles sources against this module's test class path (the runtime, the sample's records and
 * generated DAOs, the processor, JUnit, edgetable-test) with a strict lint, as a user's strict
 * build would, and returns every diagnostic.
 */
final class SnippetCompiler {
  private SnippetCompiler() {}

  /** Compiles {@code sources} into {@code out}; with the processor when {@code process}. */
  static List<String> compile(List<Source> sources, Path out, boolean process) throws IOException {
    JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
    Path classes = Files.createDirectories(out.resolve("classes"));
    Path generated = Files.createDirectories(out.resolve("generated"));
    String classPath = System.getProperty("java.class.path");
    List<String> options = new ArrayList<>(List.of(
        "--release", "17", "-Xlint:all", "-Werror", "-implicit:none",
        "-classpath", classPath, "-d", classes.toString(), "-s", generated.toString()));
    if (process) {
      // JUnit's annotations in the test blocks are claimed by no processor: not a warning here.
      options.addAll(List.of("-Xlint:-processing",
          "-processor", "io.edgetable.processor.EdgeTableProcessor", "-processorpath", classPath));
    } else {
      options.add("-proc:none");
    }
    List<JavaFileObject> files = new ArrayList<>();
    for (Source source : sources) {
      files.add(new SimpleJavaFileObject(
          URI.create("string:///" + source.path()), JavaFileObject.Kind.SOURCE) {
        @Override
        public CharSequence getCharContent(boolean ignoreEncodingErrors) {
          return source.text();
        }
      });
    }
    DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
    boolean ok = javac.getTask(null, null, diagnostics, options, null, files).call();
    List<String> messages = new ArrayList<>();
    for (Diagnostic<? extends JavaFileObject> d : diagnostics.getDiagnostics()) {
      if (d.getKind() == Diagnostic.Kind.NOTE) {
        continue;
      }
      String file = d.getSource() == null ? "" : d.getSource().getName() + ":" + d.getLineNumber();
      messages.add(file + ": " + d.getKind() + ": " + d.getMessage(null));
    }
    if (!ok && messages.isEmpty()) {
      messages.add("the compilation failed without a diagnostic");
    }
    return messages;
  }
}
