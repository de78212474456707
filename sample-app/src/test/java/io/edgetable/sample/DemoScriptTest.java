package io.edgetable.sample;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** Runs the {@code demo} script at the repository root; these paths never build anything. */
class DemoScriptTest {
  /** Surefire runs in the module folder; the script is in its parent, the repository root. */
  private static final Path ROOT = Path.of("").toAbsolutePath().getParent();

  record Run(int exitCode, String stdout, String stderr) {}

  @Test
  void helpExplainsEveryOptionAndExitsZero() throws Exception {
    Run run = demo("--help");
    assertEquals(0, run.exitCode(), run.stderr());
    assertTrue(
        run.stdout().startsWith("Usage: ./demo [--endpoint URL | --aws] [--table NAME]"),
        run.stdout());
    for (String option :
        List.of(
            "--endpoint URL",
            "--aws",
            "--table NAME",
            "--cloudformation",
            "--workbench",
            "--help",
            "moto")) {
      assertTrue(run.stdout().contains(option), option + " missing from:\n" + run.stdout());
    }
    assertEquals("", run.stderr());
  }

  @Test
  void theScriptAndTheJarShowTheSameHelp() throws Exception {
    assertEquals(DemoOptions.USAGE + "\n", demo("-h").stdout());
  }

  @Test
  void aBadArgumentIsOneLineAndANonZeroExit() throws Exception {
    Run run = demo("--bogus");
    assertEquals(2, run.exitCode());
    assertEquals("demo: unknown argument '--bogus' (see ./demo --help)\n", run.stderr());
    assertEquals("", run.stdout());
  }

  @Test
  void aMissingValueIsOneLineAndANonZeroExit() throws Exception {
    Run run = demo("--table");
    assertEquals(2, run.exitCode());
    assertEquals("demo: --table needs a table name, e.g. --table edgetable-demo\n", run.stderr());
  }

  @Test
  void exportOptionsAreCheckedBeforeAnyBuild() throws Exception {
    Run both = demo("--cloudformation", "--workbench");
    assertEquals(2, both.exitCode());
    assertEquals(
        "demo: --cloudformation and --workbench exclude each other: pick one\n", both.stderr());
    Run withServer = demo("--workbench", "--aws");
    assertEquals(2, withServer.exitCode());
    assertEquals(
        "demo: --workbench prints the table and needs no server: drop --aws\n",
        withServer.stderr());
  }

  @Test
  void withoutMotoTheScriptSaysHowToInstallItBeforeBuilding() throws Exception {
    Run run = demo(Map.of("EDGETABLE_MOTO_PYTHON", "no-such-python-for-edgetable"));
    assertEquals(2, run.exitCode());
    assertEquals(
        "demo: moto not found: install it with pip install \"moto[server]\" (or pipx install"
            + " \"moto[server]\"), or pass --endpoint URL\n",
        run.stderr());
    assertEquals("", run.stdout());
  }

  @Test
  void theScriptIsExecutableBash() throws IOException {
    Path script = ROOT.resolve("demo");
    assertTrue(Files.isExecutable(script));
    String text = Files.readString(script);
    assertTrue(text.startsWith("#!/usr/bin/env bash\n"));
    assertTrue(text.contains("set -euo pipefail"));
  }

  private static Run demo(String... args) throws Exception {
    return demo(Map.of(), args);
  }

  private static Run demo(Map<String, String> environment, String... args) throws Exception {
    List<String> command = new ArrayList<>(List.of("./demo"));
    command.addAll(List.of(args));
    ProcessBuilder builder = new ProcessBuilder(command).directory(ROOT.toFile());
    builder.environment().putAll(environment);
    Process process = builder.start();
    process.getOutputStream().close();
    byte[] out = process.getInputStream().readAllBytes();
    byte[] err = process.getErrorStream().readAllBytes();
    assertTrue(process.waitFor(60, TimeUnit.SECONDS), "demo did not exit");
    return new Run(
        process.exitValue(),
        new String(out, StandardCharsets.UTF_8),
        new String(err, StandardCharsets.UTF_8));
  }
}
