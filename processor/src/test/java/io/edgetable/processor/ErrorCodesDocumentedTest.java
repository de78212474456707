package io.edgetable.processor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.edgetable.processor.diagnostics.Messages;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * docs/errors.md names every code the processor reports, and no other: the codes its "Compile-time
 * errors" section puts in backticks equal {@link Messages.Code}, both ways.
 */
class ErrorCodesDocumentedTest {
  private static final Pattern CODE = Pattern.compile("`(Edge[A-Z][A-Za-z]*)`");

  @Test
  void theErrorsPageListsEveryCodeOfTheProcessorAndNoOther() throws IOException {
    Path page = Path.of(System.getProperty("basedir", "."), "..", "docs", "errors.md");
    String text = Files.readString(page);
    int start = text.indexOf("## Compile-time errors");
    int end = text.indexOf("\n## ", start + 1);
    assertTrue(start >= 0 && end > start, "docs/errors.md has a section Compile-time errors");
    Set<String> documented = new TreeSet<>();
    Matcher matcher = CODE.matcher(text.substring(start, end));
    while (matcher.find()) {
      documented.add(matcher.group(1));
    }
    Set<String> codes =
        Arrays.stream(Messages.Code.values())
            .map(Enum::name)
            .collect(Collectors.toCollection(TreeSet::new));

    Set<String> undocumented = new TreeSet<>(codes);
    undocumented.removeAll(documented);
    Set<String> unknown = new TreeSet<>(documented);
    unknown.removeAll(codes);
    assertEquals(Set.of(), undocumented, "codes the processor reports that docs/errors.md omits");
    assertEquals(Set.of(), unknown, "codes docs/errors.md names that the processor does not have");
  }
}
