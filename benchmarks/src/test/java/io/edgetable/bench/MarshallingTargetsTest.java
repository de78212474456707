package io.edgetable.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class MarshallingTargetsTest {

  @Test
  void judgesEachTargetAgainstItsWorstBaseline() {
    Map<String, Map<String, Double>> scores =
        Map.of(
            "toItem",
            Map.of(
                "generated", 100.0,
                "beanSchema", 300.0,
                "immutableSchema", 140.0,
                "staticSchema", 200.0,
                "handWritten", 95.0),
            "coldStart",
            Map.of("generated", 50.0, "beanSchema", 400.0, "handWritten", 40.0));
    assertEquals(
        List.of(
            "target toItem ratio >= 1.5 (faster than every Enhanced Client schema):"
                + " MISSED (lowest: immutableSchema 1.40)",
            "target coldStart ratio >= 4.0 (faster than fromBean): met (lowest: beanSchema 8.00)",
            "target toItem ratio >= 0.9 (within 1.1x of hand-written):"
                + " met (lowest: handWritten 0.95)",
            "target coldStart ratio >= 0.9 (within 1.1x of hand-written):"
                + " MISSED (lowest: handWritten 0.80)"),
        MarshallingTargets.check(scores));
  }
}
