package io.edgetable.processor;

import com.google.auto.service.AutoService;
import io.edgetable.processor.check.Checks;
import io.edgetable.processor.check.DeclarationOrder;
import io.edgetable.processor.diagnostics.Diagnostics;
import io.edgetable.processor.diagnostics.RecordMessages;
import io.edgetable.processor.model.CollectionModel;
import io.edgetable.processor.model.EdgeModel;
import io.edgetable.processor.model.EdgeTableAnnotation;
import io.edgetable.processor.model.NodeModel;
import io.edgetable.processor.model.ProcessorModel;
import io.edgetable.processor.model.RecordName;
import io.edgetable.processor.read.Annotations;
import io.edgetable.processor.read.ModelReader;
import io.edgetable.processor.write.Generator;
import io.edgetable.processor.write.Generators;
import io.edgetable.processor.write.SourceWriter;
import java.io.IOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import javax.annotation.processing.AbstractProcessor;
import javax.annotation.processing.ProcessingEnvironment;
import javax.annotation.processing.Processor;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.SourceVersion;
import javax.lang.model.element.Element;
import javax.lang.model.element.TypeElement;

/**
 * Generates keys, marshallers and DAOs for {@code @Node} and {@code @Edge} records. Each round:
 * read the records into the model, check it, and only if clean run every generator. Records that
 * refer to types not generated yet are deferred by name to the next round.
 *
 * <p>The processor claims the annotations of {@code io.edgetable}, which no other processor has a
 * use for, and {@code javax.annotation.processing.Generated}, which it writes on every generated
 * class: javac warns about every annotation no processor claims, and users compile with {@code
 * -Xlint:all -Werror}. Registered by {@code @AutoService}.
 */
@AutoService(Processor.class)
public final class EdgeTableProcessor extends AbstractProcessor {
  /**
   * {@code -Aedgetable.timing=true} reports the processor's own time as a NOTE, in all and by
   * phase: reading the records into the model, the checks, building the JavaPoet specs, rendering
   * them to text, and the {@code Filer}'s creating and writing the files.
   */
  public static final String TIMING_OPTION = ProcessorOptions.TIMING;

  /** {@code -Aedgetable.async=false} leaves out {@code FooAsyncDao} (default {@code true}). */
  public static final String ASYNC_OPTION = ProcessorOptions.ASYNC;

  /** The annotation on every generated class, claimed with EdgeTable's own. */
  private static final String GENERATED = "javax.annotation.processing.Generated";

  /** Qualified names of records waiting for types another processor has yet to generate. */
  private final Set<String> deferred = new LinkedHashSet<>();

  /** Top-level types declared by others (the sources, other processors), by qualified name. */
  private final Set<String> declared = new HashSet<>();

  /** The classes generated so far, with the record each was generated for. */
  private final Map<String, RecordName> generated = new HashMap<>();

  /** The generators a test gave, or null: those of {@link Generators#all(boolean)}. */
  private final List<Generator> given;

  private List<Generator> generators;
  private ProcessorOptions options;
  private long nanos;
  private long readNanos;
  private long checkNanos;
  private long generateNanos;
  private long renderNanos;
  private long filerNanos;
  private boolean refused;

  public EdgeTableProcessor() {
    this.given = null;
  }

  /** With other generators than {@link Generators#all()}, for tests. */
  EdgeTableProcessor(List<Generator> generators) {
    this.given = List.copyOf(generators);
  }

  @Override
  public synchronized void init(ProcessingEnvironment processingEnv) {
    super.init(processingEnv);
    options = ProcessorOptions.read(processingEnv.getOptions());
    generators = given != null ? given : Generators.all(options.async());
  }

  @Override
  public Set<String> getSupportedAnnotationTypes() {
    Set<String> claimed = new HashSet<>(EdgeTableAnnotation.qualifiedNames());
    claimed.add(GENERATED);
    return claimed;
  }

  @Override
  public Set<String> getSupportedOptions() {
    return Set.of(TIMING_OPTION, ASYNC_OPTION);
  }

  @Override
  public SourceVersion getSupportedSourceVersion() {
    return SourceVersion.latestSupported();
  }

  @Override
  public boolean process(Set<? extends TypeElement> annotations, RoundEnvironment round) {
    long start = System.nanoTime();
    Diagnostics diagnostics =
        new Diagnostics(processingEnv.getMessager(), processingEnv.getElementUtils());
    try {
      if (options.error().isPresent()) {
        // Reported once, in the first round; nothing is generated with an option not understood.
        diagnostics.error(null, options.error().get());
        options = new ProcessorOptions(options.async(), options.timing(), Optional.empty());
        refused = true;
      } else if (refused) {
        return true;
      } else if (round.processingOver()) {
        // Only the records that still miss a type are at fault; the others merely waited.
        for (String name : deferred) {
          TypeElement type = processingEnv.getElementUtils().getTypeElement(name);
          if (type == null || ModelReader.unresolved(type)) {
            diagnostics.error(type, RecordMessages.unresolvedType(name));
          }
        }
        deferred.clear();
      } else {
        processRound(round, diagnostics);
      }
    } catch (RuntimeException e) {
      diagnostics.error(null, RecordMessages.internalError("the round", e));
    }
    nanos += System.nanoTime() - start;
    if (round.processingOver() && options.timing()) {
      diagnostics.note(RecordMessages.timing(nanos / 1_000_000, phases()));
    }
    return true; // claimed: annotations holds only those of getSupportedAnnotationTypes()
  }

  private void processRound(RoundEnvironment round, Diagnostics diagnostics) {
    for (Element root : round.getRootElements()) {
      if (root instanceof TypeElement type) {
        String name = type.getQualifiedName().toString();
        if (!generated.containsKey(name)) {
          declared.add(name);
        }
      }
    }
    List<TypeElement> nodes = new ArrayList<>();
    List<TypeElement> edges = new ArrayList<>();
    Set<String> names = new LinkedHashSet<>(deferred);
    names.addAll(annotated(round, EdgeTableAnnotation.NODE));
    names.addAll(annotated(round, EdgeTableAnnotation.EDGE));
    if (names.isEmpty()) {
      return;
    }
    boolean waiting = false;
    for (String name : names) {
      TypeElement type = processingEnv.getElementUtils().getTypeElement(name);
      if (type == null) {
        continue;
      }
      waiting |= ModelReader.unresolved(type);
      if (Annotations.has(type, EdgeTableAnnotation.NODE)) {
        nodes.add(type);
      }
      if (Annotations.has(type, EdgeTableAnnotation.EDGE)) {
        edges.add(type);
      }
    }
    deferred.clear();
    if (waiting) {
      // Collections and collision checks span records, so the whole set waits together.
      deferred.addAll(names);
      return;
    }
    long start = System.nanoTime();
    ModelReader.Result result =
        new ModelReader(processingEnv.getElementUtils(), diagnostics).read(nodes, edges);
    long read = System.nanoTime();
    readNanos += read - start;
    new Checks(diagnostics, DeclarationOrder.of(processingEnv))
        .run(result.model(), result.referencedNodes(), declared, generated);
    long checked = System.nanoTime();
    checkNanos += checked - read;
    if (diagnostics.errorCount() > 0) {
      return;
    }
    generate(result.model(), diagnostics);
    generateNanos += System.nanoTime() - checked;
  }

  /**
   * The phases of the timing note, in milliseconds: building the specs is what generating took
   * beyond rendering them and the {@code Filer}'s work.
   */
  private Map<String, Long> phases() {
    Map<String, Long> phases = new LinkedHashMap<>();
    phases.put("read", readNanos / 1_000_000);
    phases.put("check", checkNanos / 1_000_000);
    phases.put("build", (generateNanos - renderNanos - filerNanos) / 1_000_000);
    phases.put("render", renderNanos / 1_000_000);
    phases.put("filer", filerNanos / 1_000_000);
    return phases;
  }

  private void generate(ProcessorModel model, Diagnostics diagnostics) {
    SourceWriter out =
        new SourceWriter(processingEnv.getFiler(), processingEnv.getElementUtils(), model);
    for (Generator generator : generators) {
      for (NodeModel node : model.nodes()) {
        run(node.name(), diagnostics, () -> generator.node(node, model, out));
      }
      for (EdgeModel edge : model.edges()) {
        run(edge.name(), diagnostics, () -> generator.edge(edge, model, out));
      }
      for (CollectionModel collection : model.collections()) {
        run(
            collection.node().name(),
            diagnostics,
            () -> generator.collection(collection, model, out));
      }
    }
    generated.putAll(out.written());
    renderNanos += out.renderNanos();
    filerNanos += out.filerNanos();
  }

  private interface Step {
    void run() throws IOException;
  }

  private void run(RecordName record, Diagnostics diagnostics, Step step) {
    try {
      step.run();
    } catch (IOException | RuntimeException e) {
      Element element = processingEnv.getElementUtils().getTypeElement(record.qualifiedName());
      diagnostics.error(element, RecordMessages.internalError(record.qualifiedName(), e));
    }
  }

  private static Set<String> annotated(RoundEnvironment round, EdgeTableAnnotation annotation) {
    Set<String> names = new LinkedHashSet<>();
    for (Element element : round.getRootElements()) {
      collect(element, annotation, names);
    }
    return names;
  }

  /** Annotated types among the root elements and their nested types, in source order. */
  private static void collect(Element element, EdgeTableAnnotation annotation, Set<String> names) {
    if (element instanceof TypeElement type) {
      if (Annotations.has(type, annotation)) {
        names.add(type.getQualifiedName().toString());
      }
      for (Element enclosed : type.getEnclosedElements()) {
        collect(enclosed, annotation, names);
      }
    }
  }
}
