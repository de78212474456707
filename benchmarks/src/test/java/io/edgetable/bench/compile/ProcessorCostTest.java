package io.edgetable.bench.compile;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The processor-cost harness measures real compiles: every mode must succeed on its sources. */
class ProcessorCostTest {

  @Test
  void syntheticRecordsCompileWithoutTheProcessor(@TempDir Path work) throws IOException {
    List<Path> sources = SyntheticSources.write(work.resolve("src"), 10);
    assertEquals(10 + SyntheticSources.nodeCount(10), sources.size());

    ProcessorCost.Compile compile =
        ProcessorCost.compile(sources, work, ProcessorCost.Mode.PROC_NONE);

    assertEquals(0, compile.generatedFiles());
    assertTrue(compile.processorMs().isEmpty());
  }

  @Test
  void processorGeneratesCodeForEveryRecordAndReportsItsTime(@TempDir Path work)
      throws IOException {
    List<Path> sources = SyntheticSources.write(work.resolve("src"), 10);

    ProcessorCost.Compile compile = ProcessorCost.compile(sources, work, ProcessorCost.Mode.FULL);

    // At least a Keys class and a Marshaller per record, compiled with -Xlint:all -Werror.
    assertTrue(
        compile.generatedFiles() >= 2 * sources.size(),
        "generated " + compile.generatedFiles() + " files for " + sources.size() + " records");
    assertTrue(compile.processorMs().isPresent(), "no timing note from the processor");
  }

  @Test
  void filerFloorWritesAsManyFilesAsTheProcessor(@TempDir Path work) throws IOException {
    List<Path> sources = SyntheticSources.write(work.resolve("src"), 10);

    ProcessorCost.Compile full = ProcessorCost.compile(sources, work, ProcessorCost.Mode.FULL);
    ProcessorCost.Compile floor =
        ProcessorCost.compile(sources, work, ProcessorCost.Mode.FILER_FLOOR);

    // Same number of files, far less source: the floor isolates the per-file cost.
    assertEquals(full.generatedFiles(), floor.generatedFiles());
    assertTrue(floor.generatedLines() * 10 < full.generatedLines());
    assertTrue(floor.processorMs().isPresent(), "no timing note from the floor processor");
  }

  @Test
  void withoutAsyncDaosOneFileLessPerRecordAndTheFloorMatches(@TempDir Path work)
      throws IOException {
    List<Path> sources = SyntheticSources.write(work.resolve("src"), 10);

    ProcessorCost.Compile full = ProcessorCost.compile(sources, work, ProcessorCost.Mode.FULL);
    ProcessorCost.Compile sync =
        ProcessorCost.compile(sources, work, ProcessorCost.Mode.FULL_SYNC);
    ProcessorCost.Compile floor =
        ProcessorCost.compile(sources, work, ProcessorCost.Mode.FLOOR_SYNC);

    assertEquals(full.generatedFiles() - sources.size(), sync.generatedFiles());
    assertEquals(sync.generatedFiles(), floor.generatedFiles());
    assertTrue(sync.generatedLines() < full.generatedLines());
    assertTrue(sync.phases().containsKey("filer"), "phases: " + sync.phases());
  }

  /** Another build's processor.txt measures that build: this class path does not shadow it. */
  @Test
  void theProcessorMeasuredIsTheOneInProcessorTxt() throws ClassNotFoundException {
    Class<?> measured = ProcessorCost.edgeTableProcessorClass();

    assertEquals(ProcessorCost.PROCESSOR, measured.getName());
    assertNotSame(Class.forName(ProcessorCost.PROCESSOR), measured);
    assertNotSame(ProcessorCostTest.class.getClassLoader(), measured.getClassLoader());
  }

  @Test
  void profileSortsTheCompilingThreadsSamples(@TempDir Path work) throws IOException {
    List<Path> sources = SyntheticSources.write(work.resolve("src"), 20);
    ProcessorCost.compile(sources, work, ProcessorCost.Mode.FULL); // javac and the processor warm

    CompileProfile profile = CompileProfile.start();
    ProcessorCost.compile(sources, work, ProcessorCost.Mode.FULL);
    ProcessorCost.compile(sources, work, ProcessorCost.Mode.FULL);
    CompileProfile.Samples samples = profile.stop();

    assertTrue(samples.total() > 0, "no sample of the compiling thread");
    assertEquals(
        samples.total(), samples.counts().values().stream().mapToInt(Integer::intValue).sum());
    // Both the processor's work and javac's own show up, each under a named category.
    assertTrue(sum(samples, "processor.") > 0, samples.toString());
    assertTrue(sum(samples, "javac.") > 0, samples.toString());
    String line = samples.line(20, "full", 2);
    assertTrue(line.startsWith("compileProfile records=20 mode=full compiles=2 samples="), line);
    assertTrue(line.contains(" processor.javapoetRegex="), line);
  }

  private static int sum(CompileProfile.Samples samples, String prefix) {
    return samples.counts().entrySet().stream()
        .filter(e -> e.getKey().startsWith(prefix))
        .mapToInt(e -> e.getValue())
        .sum();
  }
}
