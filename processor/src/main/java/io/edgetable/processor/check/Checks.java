package io.edgetable.processor.check;

import io.edgetable.processor.model.NodeModel;
import io.edgetable.processor.model.ProcessorModel;
import java.util.List;

/** The checks that span records: reserved attribute names, index projections, key collisions. */
public final class Checks {
  private final Diagnostics diagnostics;

  public Checks(Diagnostics diagnostics) {
    this.diagnostics = diagnostics;
  }

  /** {@code referenced} are nodes outside the round that the round's edges point to. */
  public void run(ProcessorModel model, List<NodeModel> referenced) {
    new ReservedAttributes(diagnostics).check(model);
    new IndexConflicts(diagnostics).check(model);
    new KeyCollisions(diagnostics).check(model, referenced);
  }
}
