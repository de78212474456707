package io.edgetable.processor.model;

import io.edgetable.processor.names.RuntimeNames;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * The annotations of package {@code io.edgetable}, which the processor owns (and claims, so that
 * builds with {@code -Xlint:all -Werror} see no "no processor claimed" warning). A new annotation
 * is one constant here.
 */
public enum EdgeTableAnnotation {
  NODE("Node"),
  EDGE("Edge"),
  ID("Id"),
  SOURCE_ID("SourceId"),
  TARGET_ID("TargetId"),
  VERSION("Version"),
  TTL("Ttl"),
  COUNTER("Counter");

  private final String simpleName;

  EdgeTableAnnotation(String simpleName) {
    this.simpleName = simpleName;
  }

  /** {@code Node}, as messages write it after {@code @}. */
  public String simpleName() {
    return simpleName;
  }

  /** {@code io.edgetable.Node}. */
  public String qualifiedName() {
    return RuntimeNames.API_PACKAGE + "." + simpleName;
  }

  /** The qualified names of all of them. */
  public static Set<String> qualifiedNames() {
    return Stream.of(values())
        .map(EdgeTableAnnotation::qualifiedName)
        .collect(Collectors.toUnmodifiableSet());
  }
}
