package io.edgetable.internal;

import java.util.Set;
import javax.annotation.processing.AbstractProcessor;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.SourceVersion;
import javax.lang.model.element.TypeElement;

/**
 * Claims the annotations of the test libraries used beside annotation processors: JUnit's,
 * jqwik's and the Enhanced Client's bean annotations, which no processor handles. javac warns about every
 * annotation that no processor claims whenever any processor runs, and the build compiles with
 * {@code -Xlint:all -Werror}; test compilations that run EdgeTable's (or JMH's) processor list
 * this one too, so that only annotations nobody owns would still warn. It generates nothing.
 */
public final class TestLibraryAnnotations extends AbstractProcessor {

  @Override
  public Set<String> getSupportedAnnotationTypes() {
    return Set.of(
        "org.junit.*",
        "net.jqwik.*",
        "software.amazon.awssdk.enhanced.dynamodb.mapper.annotations.*");
  }

  @Override
  public SourceVersion getSupportedSourceVersion() {
    return SourceVersion.latestSupported();
  }

  @Override
  public boolean process(Set<? extends TypeElement> annotations, RoundEnvironment round) {
    return true;
  }
}
