package io.edgetable.sample;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.edgetable.sample.DemoOptions.Backend;
import io.edgetable.sample.DemoOptions.UsageException;
import java.net.URI;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class DemoOptionsTest {

  @Test
  void noArgumentsStartALocalServerOnTheDefaultTable() {
    DemoOptions options = DemoOptions.parse(List.of());
    assertEquals(Backend.LOCAL, options.backend());
    assertEquals(Optional.empty(), options.endpoint());
    assertEquals("edgetable-demo", options.table());
    assertFalse(options.help());
  }

  @Test
  void endpointAndTableInBothSpellings() {
    DemoOptions spaced =
        DemoOptions.parse(List.of("--endpoint", "http://127.0.0.1:5000", "--table", "t-1"));
    DemoOptions joined =
        DemoOptions.parse(List.of("--endpoint=http://127.0.0.1:5000", "--table=t-1"));
    for (DemoOptions options : List.of(spaced, joined)) {
      assertEquals(Backend.ENDPOINT, options.backend());
      assertEquals(Optional.of(URI.create("http://127.0.0.1:5000")), options.endpoint());
      assertEquals("t-1", options.table());
    }
  }

  @Test
  void awsAndHelp() {
    assertEquals(Backend.AWS, DemoOptions.parse(List.of("--aws")).backend());
    assertTrue(DemoOptions.parse(List.of("--help")).help());
    assertTrue(DemoOptions.parse(List.of("-h")).help());
  }

  @Test
  void exportsPrintTheTableOfTheGivenName() {
    assertEquals(
        Optional.of(DemoOptions.Export.CLOUDFORMATION),
        DemoOptions.parse(List.of("--cloudformation")).export());
    DemoOptions workbench = DemoOptions.parse(List.of("--workbench", "--table", "school"));
    assertEquals(Optional.of(DemoOptions.Export.WORKBENCH), workbench.export());
    assertEquals("school", workbench.table());
    assertEquals(Optional.empty(), DemoOptions.parse(List.of()).export());
  }

  @Test
  void badArgumentsNameTheFixInOneLine() {
    assertMessage("unknown argument '--bogus' (see ./demo --help)", "--bogus");
    assertMessage("--endpoint needs a URL, e.g. --endpoint http://127.0.0.1:5000", "--endpoint");
    assertMessage(
        "--endpoint needs a URL, e.g. --endpoint http://127.0.0.1:5000",
        "--endpoint",
        "--table",
        "x");
    assertMessage(
        "--endpoint 'localhost:5000' is not an http(s) URL, e.g. http://127.0.0.1:5000",
        "--endpoint",
        "localhost:5000");
    assertMessage(
        "--endpoint and --aws exclude each other: pick one", "--aws", "--endpoint", "http://h:1");
    assertMessage(
        "--endpoint and --aws exclude each other: pick one", "--endpoint", "http://h:1", "--aws");
    assertMessage(
        "--table 'no spaces' is not a DynamoDB table name (3-255 of A-Z a-z 0-9 _ . -)",
        "--table",
        "no spaces");
    assertMessage("--aws takes no value", "--aws=yes");
    assertMessage("--workbench takes no value", "--workbench=yes");
    assertMessage(
        "--cloudformation and --workbench exclude each other: pick one",
        "--cloudformation",
        "--workbench");
    assertMessage(
        "--cloudformation prints the table and needs no server: drop --endpoint",
        "--cloudformation",
        "--endpoint",
        "http://h:1");
    assertMessage(
        "--workbench prints the table and needs no server: drop --aws", "--aws", "--workbench");
  }

  private static void assertMessage(String message, String... args) {
    UsageException e = assertThrows(UsageException.class, () -> DemoOptions.parse(List.of(args)));
    assertEquals(message, e.getMessage());
  }
}
