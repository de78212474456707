package io.edgetable.processor.check;

import io.edgetable.processor.diagnostics.CollisionMessages;
import io.edgetable.processor.diagnostics.Diagnostics;
import io.edgetable.processor.model.GeneratedClass;
import io.edgetable.processor.model.ProcessorModel;
import io.edgetable.processor.model.RecordName;
import java.util.HashMap;
import java.util.Map;
import java.util.Set;

/**
 * Every class EdgeTable would generate ({@link GeneratedClass}) must have a name of its own: not
 * a type that exists already (a hand-written {@code PersonDao} beside {@code @Node Person}), and
 * not the name another record's class gets ({@code Billing_InvoiceKeys} of a top-level {@code
 * Billing_Invoice} and of a nested {@code Billing.Invoice}).
 */
final class GeneratedNames {
  private final Diagnostics diagnostics;

  GeneratedNames(Diagnostics diagnostics) {
    this.diagnostics = diagnostics;
  }

  /**
   * {@code declared} are the qualified names of the types declared by others (the sources, other
   * processors); {@code earlier} the classes generated in earlier rounds, with their records.
   */
  void check(ProcessorModel model, Set<String> declared, Map<String, RecordName> earlier) {
    Map<String, RecordName> owners = new HashMap<>(earlier);
    model.nodes().forEach(n -> check(n.name(), false, declared, owners));
    model.edges().forEach(e -> check(e.name(), true, declared, owners));
  }

  private void check(
      RecordName record, boolean edge, Set<String> declared, Map<String, RecordName> owners) {
    for (GeneratedClass generated : GeneratedClass.of(edge)) {
      String name = record.qualifiedGenerated(generated);
      if (declared.contains(name)) {
        diagnostics.errorOnRecord(
            record, CollisionMessages.generatedNameTaken(record.qualifiedName(), name));
        return; // one clash per record is enough to act on
      }
      RecordName other = owners.putIfAbsent(name, record);
      if (other != null) {
        diagnostics.errorOnRecord(
            record,
            CollisionMessages.generatedNameShared(
                record.qualifiedName(), name, other.qualifiedName()));
        return;
      }
    }
  }
}
