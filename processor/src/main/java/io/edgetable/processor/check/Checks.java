package io.edgetable.processor.check;

import io.edgetable.processor.diagnostics.Diagnostics;
import io.edgetable.processor.model.NodeModel;
import io.edgetable.processor.model.ProcessorModel;
import io.edgetable.processor.model.RecordName;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The checks that span records: reserved attribute names, index projections, one time-to-live
 * attribute and none on a counted node, counters, key collisions, the names of generated
 * classes and of the lists of a node's collection.
 */
public final class Checks {
  private final Diagnostics diagnostics;
  private final DeclarationOrder order;

  public Checks(Diagnostics diagnostics, DeclarationOrder order) {
    this.diagnostics = diagnostics;
    this.order = order;
  }

  /**
   * {@code referenced} are nodes outside the round that the round's edges point to; {@code
   * declared} the qualified names of the types others declared (the sources, other processors);
   * {@code generated} the classes EdgeTable generated in earlier rounds, with their records.
   */
  public void run(
      ProcessorModel model,
      List<NodeModel> referenced,
      Set<String> declared,
      Map<String, RecordName> generated) {
    // First: a counted node with a time to live is reported before anything else about it.
    new CountedNodeTtl(diagnostics).check(model, referenced);
    new ReservedAttributes(diagnostics).check(model);
    new IndexConflicts(diagnostics).check(model);
    new IndexKeyTypes(diagnostics).check(model);
    new TtlAttributes(diagnostics).check(model);
    new CounterDeclarations(diagnostics).check(model, referenced);
    new KeyCollisions(diagnostics, order).check(model, referenced);
    new GeneratedNames(diagnostics).check(model, declared, generated);
    new CollectionNames(diagnostics, order).check(model);
  }
}
