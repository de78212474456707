package io.edgetable.processor.check;

import com.sun.source.tree.CompilationUnitTree;
import com.sun.source.util.TreePath;
import com.sun.source.util.Trees;
import io.edgetable.processor.model.RecordName;
import java.util.Optional;
import javax.annotation.processing.ProcessingEnvironment;
import javax.lang.model.element.TypeElement;
import javax.lang.model.util.Elements;
import javax.tools.JavaFileObject;

/**
 * Which of two records is the newer one, so that an error about the pair lands on the record the
 * user just added rather than on the one that was there before. javac records no history, so
 * "newer" is what the compilation shows:
 *
 * <ol>
 *   <li>a record compiled now is newer than one read from the class path (compiled before);
 *   <li>of two records in one source file, the one declared further down is newer;
 *   <li>of two records in different source files, the one whose file was modified later is newer
 *       (an edited file beside untouched ones); javac's file objects report the time when they
 *       come from disk.
 * </ol>
 *
 * Otherwise (same time, times unknown, or a compiler without javac's tree API) there is no
 * order, and the caller reports on both.
 */
public final class DeclarationOrder {
  private final Elements elements;
  private final Optional<Trees> trees;

  private DeclarationOrder(Elements elements, Optional<Trees> trees) {
    this.elements = elements;
    this.trees = trees;
  }

  /** With javac's tree API when the environment is javac's own (a wrapper hides it). */
  public static DeclarationOrder of(ProcessingEnvironment environment) {
    Optional<Trees> trees;
    try {
      trees = Optional.of(Trees.instance(environment));
    } catch (IllegalArgumentException | LinkageError notJavac) {
      trees = Optional.empty();
    }
    return new DeclarationOrder(environment.getElementUtils(), trees);
  }

  /** A record and whether it is compiled now (else read from the class path). */
  record Declared(RecordName name, boolean compiledNow) {}

  /** The newer of {@code a} and {@code b}, if the compilation tells. */
  Optional<RecordName> newer(Declared a, Declared b) {
    if (a.compiledNow() != b.compiledNow()) {
      return Optional.of(a.compiledNow() ? a.name() : b.name());
    }
    if (!a.compiledNow()) {
      return Optional.empty();
    }
    Optional<Place> first = place(a.name());
    Optional<Place> second = place(b.name());
    if (first.isEmpty() || second.isEmpty()) {
      return Optional.empty();
    }
    Place p = first.get();
    Place q = second.get();
    if (p.unit() == q.unit()) {
      return p.position() == q.position()
          ? Optional.empty()
          : Optional.of(p.position() > q.position() ? a.name() : b.name());
    }
    long pTime = p.unit().getSourceFile().getLastModified();
    long qTime = q.unit().getSourceFile().getLastModified();
    if (pTime <= 0 || qTime <= 0 || pTime == qTime) {
      return Optional.empty();
    }
    return Optional.of(pTime > qTime ? a.name() : b.name());
  }

  /** Where a record is declared: its file and its start in that file. */
  private record Place(CompilationUnitTree unit, long position) {}

  private Optional<Place> place(RecordName name) {
    if (trees.isEmpty()) {
      return Optional.empty();
    }
    TypeElement type = elements.getTypeElement(name.qualifiedName());
    TreePath path = type == null ? null : trees.get().getPath(type);
    if (path == null) {
      return Optional.empty();
    }
    CompilationUnitTree unit = path.getCompilationUnit();
    JavaFileObject file = unit.getSourceFile();
    if (file == null) {
      return Optional.empty();
    }
    long start = trees.get().getSourcePositions().getStartPosition(unit, path.getLeaf());
    return Optional.of(new Place(unit, start));
  }
}
