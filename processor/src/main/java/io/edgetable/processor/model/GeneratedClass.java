package io.edgetable.processor.model;

import java.util.List;

/**
 * Every class EdgeTable generates for a record, named by the record's stem and a suffix
 * ({@code StudentKeys}). The one list that name checks and generators share: a new output is a
 * new constant here.
 */
public enum GeneratedClass {
  KEYS("Keys", true),
  MARSHALLER("Marshaller", true),
  FIELDS("Fields", true),
  DAO("Dao", true),
  ASYNC_DAO("AsyncDao", true),
  /** What {@code FooDao.collection(id)} returns: nodes only. */
  COLLECTION("Collection", false);

  private final String suffix;
  private final boolean forEdges;

  GeneratedClass(String suffix, boolean forEdges) {
    this.suffix = suffix;
    this.forEdges = forEdges;
  }

  public String suffix() {
    return suffix;
  }

  /** The classes generated for a node, or for an edge. */
  public static List<GeneratedClass> of(boolean edge) {
    return List.of(values()).stream().filter(c -> !edge || c.forEdges).toList();
  }
}
