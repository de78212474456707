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
                + " floorOwnMs=1200 floorFullMs=6000 floorOverProcNone=1.5 fullOverFloor=3.33"
                + " ownBeyondFloorPerRecordMs=0.30"),
        CompileSummary.parse(withFloor).lines());
    assertEquals(
        List.of(
            "target full compile <= 2x the filer floor's for 1000 records: MISSED (3.33x)",
            "target processor own time <= 1 ms per record beyond the floor for 1000 records: met"
                + " (0.30 ms)"),
        CompileSummary.parse(withFloor).verdicts());
  }

  @Test
  void judgesNoTargetWithoutTheFloor() {
    assertEquals(List.of(), CompileSummary.parse(LINES).verdicts());
  }

  @Test
  void judgesLinearityBetweenTheSmallestAndTheLargestRecordCount() {
    List<String> lines =
        List.of(
            "processorCost records=100 mode=procNone firstMs=900 medianMs=200 minMs=190"
                + " firstProcessorMs=NaN processorMs=NaN generatedFiles=0 generatedLines=0",
            "processorCost records=100 mode=full firstMs=5000 medianMs=1000 minMs=900"
                + " firstProcessorMs=900 processorMs=300 generatedFiles=560 generatedLines=9",
            "processorCost records=100 mode=filerFloor firstMs=2000 medianMs=600 minMs=590"
                + " firstProcessorMs=300 processorMs=200 generatedFiles=560 generatedLines=9",
            "processorCost records=1000 mode=procNone firstMs=8000 medianMs=4000 minMs=3900"
                + " firstProcessorMs=NaN processorMs=NaN generatedFiles=0 generatedLines=0",
            "processorCost records=1000 mode=full firstMs=40000 medianMs=11000 minMs=10000"
                + " firstProcessorMs=3000 processorMs=3000 generatedFiles=5600 generatedLines=9",
            "processorCost records=1000 mode=filerFloor firstMs=12000 medianMs=6000 minMs=5900"
                + " firstProcessorMs=2500 processorMs=1500 generatedFiles=5600 generatedLines=9");
    assertEquals(
        List.of(
            "target full compile <= 2x the filer floor's for 1000 records: met (1.83x)",
            "target processor own time <= 1 ms per record beyond the floor for 1000 records: MISSED"
                + " (1.50 ms)",
            "target linear from 100 to 1000 records (own time beyond the floor per record within"
                + " 1.25x): MISSED (1.00 ms -> 1.50 ms, 1.50x)"),
        CompileSummary.parse(lines).verdicts());
  }

  @Test
  void fallsBackToTheColdCompileWithoutWarmOnes() {
    List<String> coldOnly =
        List.of(
            "processorCost records=10 mode=procNone firstMs=100 medianMs=NaN minMs=NaN"
                + " firstProcessorMs=NaN processorMs=NaN generatedFiles=0 generatedLines=0",
            "processorCost records=10 mode=full firstMs=250 medianMs=NaN minMs=NaN"
                + " firstProcessorMs=90 processorMs=NaN generatedFiles=45 generatedLines=9",
            "processorCost records=10 mode=filerFloor firstMs=200 medianMs=NaN minMs=NaN"
                + " firstProcessorMs=80 processorMs=NaN generatedFiles=45 generatedLines=9");
    assertEquals(
        List.of(
            "target full compile <= 2x the filer floor's for 10 records: met (1.25x)",
            "target processor own time <= 1 ms per record beyond the floor for 10 records: met"
                + " (1.00 ms)"),
        CompileSummary.parse(coldOnly).verdicts());
  }
}
