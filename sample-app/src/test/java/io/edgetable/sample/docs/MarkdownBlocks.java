package io.edgetable.sample.docs;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** The fenced code blocks of a Markdown page, with the language and line each starts on. */
final class MarkdownBlocks {
  private MarkdownBlocks() {}

  /** One fenced block: {@code language} as written after the fence, {@code line} 1-based. */
  record Block(Path page, int line, String language, String text) {
    String where() {
      return page.getFileName() + ":" + line;
    }
  }

  static List<Block> of(Path page) throws IOException {
    List<String> lines = Files.readAllLines(page);
    List<Block> blocks = new ArrayList<>();
    for (int i = 0; i < lines.size(); i++) {
      String open = lines.get(i).strip();
      if (!open.startsWith("```") || open.length() == 3) {
        continue;
      }
      int start = i + 1;
      StringBuilder text = new StringBuilder();
      for (i = start; i < lines.size() && !lines.get(i).strip().equals("```"); i++) {
        text.append(lines.get(i)).append('\n');
      }
      if (i == lines.size()) {
        throw new IllegalStateException(page + ":" + start + ": a code block is not closed");
      }
      blocks.add(new Block(page, start + 1, open.substring(3).strip(), text.toString()));
    }
    return blocks;
  }
}
