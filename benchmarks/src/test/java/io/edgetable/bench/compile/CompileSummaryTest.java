package io.edgetable.bench.compile;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class CompileSummaryTest {
  private static final List<String> LINES =
      List.of(
          "processorCost records=1000 mode=procNone firstMs=8000 medianMs=4000 minMs=3900"
              + " firstProcessorMs=NaN processorMs=NaN generatedFiles=0 generatedLines=0",
          "processorCost records=1000 mode=full firstMs=40000 medianMs=20000 minMs=19000"
              + " firstProcessorMs=3000 processorMs=1500 generatedFiles=4500 generatedLines=9");

  @Test
  void comparesWarmMediansAndColdFirstCompiles() {
    assertEquals(
        List.of(
            "processor records=1000 ownMs=1500 fullMs=20000 procNoneMs=4000 fullOverProcNone=5.0"
                + " coldOwnMs=3000 coldFullMs=40000 coldProcNoneMs=8000 coldFullOverProcNone=5.0"
                + " generatedFiles=4500 generatedLines=9"),
        CompileSummary.parse(LINES).lines());
  }

  @Test
  void addsTheFilerFloorWhenMeasured() {
    List<String> withFloor = new ArrayList<>(LINES);
    withFloor.add(
        "processorCost records=1000 mode=filerFloor firstMs=12000 medianMs=6000 minMs=5900"
            + " firstProcessorMs=2500 processorMs=1200 generatedFiles=4500 generatedLines=9");
    assertEquals(
        List.of(
            "processor records=1000 ownMs=1500 fullMs=20000 procNoneMs=4000 fullOverProcNone=5.0"
                + " coldOwnMs=3000 coldFullMs=40000 coldProcNoneMs=8000 coldFullOverProcNone=5.0"
                + " generatedFiles=4500 generatedLines=9"
                + " floorOwnMs=1200 floorFullMs=6000 floorOverProcNone=1.5"),
        CompileSummary.parse(withFloor).lines());
    assertEquals(
        List.of(
            "target processor own time <= 1000 ms for 1000 records: MISSED (1500 ms;"
                + " empty files alone: 1200 ms)",
            "target full compile <= 3x -proc:none for 1000 records: MISSED (5.0x;"
                + " empty files alone: 1.5x)"),
        CompileSummary.parse(withFloor).verdicts());
  }

  @Test
  void judgesTheTargetsAtTheLargestRecordCount() {
    assertEquals(
        List.of(
            "target processor own time <= 1000 ms for 1000 records: MISSED (1500 ms)",
            "target full compile <= 3x -proc:none for 1000 records: MISSED (5.0x)"),
        CompileSummary.parse(LINES).verdicts());
  }

  @Test
  void fallsBackToTheColdCompileWithoutWarmOnes() {
    List<String> coldOnly =
        List.of(
            "processorCost records=10 mode=procNone firstMs=100 medianMs=NaN minMs=NaN"
                + " firstProcessorMs=NaN processorMs=NaN generatedFiles=0 generatedLines=0",
            "processorCost records=10 mode=full firstMs=250 medianMs=NaN minMs=NaN"
                + " firstProcessorMs=90 processorMs=NaN generatedFiles=45 generatedLines=9");
    assertEquals(
        List.of(
            "target processor own time <= 1000 ms for 10 records: met (90 ms)",
            "target full compile <= 3x -proc:none for 10 records: met (2.5x)"),
        CompileSummary.parse(coldOnly).verdicts());
  }
}
