package io.edgetable.bench.compile;

import io.edgetable.processor.model.EdgeTableAnnotation;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.util.List;
import java.util.Set;
import javax.annotation.processing.AbstractProcessor;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.SourceVersion;
import javax.lang.model.element.Element;
import javax.lang.model.element.PackageElement;
import javax.lang.model.element.TypeElement;
import javax.tools.Diagnostic;
import javax.tools.JavaFileObject;

/**
 * The floor under any processor that writes what EdgeTable writes: for every {@code @Edge} record
 * it creates {@code FooKeys}, {@code FooMarshaller}, {@code FooFields}, {@code FooDao} and {@code
 * FooAsyncDao} (not with {@code -Aedgetable.async=false}, as EdgeTable), for every {@code @Node}
 * record those and {@code FooCollection}, each an empty class, through javac's {@code Filer}, and reports its own time as the EdgeTable processor does.
 * What it costs is the Filer's per-file work (javac compares every new file with every file created
 * before it) plus javac compiling that many classes: the part of the processor cost no generated
 * code can remove.
 */
public final class FilerFloorProcessor extends AbstractProcessor {
  private static final List<String> EDGE_FILES =
      List.of("Keys", "Marshaller", "Fields", "Dao", "AsyncDao");
  private static final List<String> NODE_FILES =
      List.of("Keys", "Marshaller", "Fields", "Dao", "AsyncDao", "Collection");

  private long nanos;

  @Override
  public Set<String> getSupportedOptions() {
    return Set.of("edgetable.async");
  }

  /** Claims what EdgeTable claims, so that it compiles under the same lint. */
  @Override
  public Set<String> getSupportedAnnotationTypes() {
    return EdgeTableAnnotation.qualifiedNames();
  }

  @Override
  public SourceVersion getSupportedSourceVersion() {
    return SourceVersion.latestSupported();
  }

  @Override
  public boolean process(Set<? extends TypeElement> annotations, RoundEnvironment round) {
    long start = System.nanoTime();
    for (TypeElement annotation : annotations) {
      boolean node = annotation.getQualifiedName().contentEquals("io.edgetable.Node");
      boolean edge = annotation.getQualifiedName().contentEquals("io.edgetable.Edge");
      if (!node && !edge) {
        continue;
      }
      for (Element record : round.getElementsAnnotatedWith(annotation)) {
        boolean async = !"false".equals(processingEnv.getOptions().get("edgetable.async"));
        for (String suffix : node ? NODE_FILES : EDGE_FILES) {
          if (async || !suffix.equals("AsyncDao")) {
            writeEmptyClass(record, record.getSimpleName() + suffix);
          }
        }
      }
    }
    nanos += System.nanoTime() - start;
    if (round.processingOver()) {
      processingEnv
          .getMessager()
          .printMessage(
              Diagnostic.Kind.NOTE,
              "EdgeTable filer floor: " + nanos / 1_000_000 + " ms in process()");
    }
    return true;
  }

  private void writeEmptyClass(Element record, String simpleName) {
    PackageElement pkg = processingEnv.getElementUtils().getPackageOf(record);
    String packageName = pkg.getQualifiedName().toString();
    try {
      JavaFileObject file =
          processingEnv.getFiler().createSourceFile(packageName + "." + simpleName, record);
      try (Writer out = file.openWriter()) {
        out.write("package " + packageName + ";\n\npublic final class " + simpleName + " {}\n");
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
