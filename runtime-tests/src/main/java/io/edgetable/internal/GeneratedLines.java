package io.edgetable.internal;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/**
 * The lines of a module's generated sources (what the processor wrote for its records) that run
 * past the 100 columns generated code keeps within, for the modules' tests to refuse.
 */
public final class GeneratedLines {
  /** The width generated code keeps within. */
  public static final int COLUMNS = 100;

  private GeneratedLines() {}

  /**
   * Every line over {@link #COLUMNS} (in code points) of the {@code .java} files under {@code
   * directory}, as {@code Path:line: text}. Throws {@link IllegalStateException} when the directory
   * holds no generated source, so a check of the wrong folder cannot pass.
   */
  public static List<String> tooLong(Path directory) {
    List<String> tooLong = new ArrayList<>();
    int files = 0;
    try (Stream<Path> paths = Files.walk(directory)) {
      for (Path file : paths.filter(p -> p.toString().endsWith(".java")).sorted().toList()) {
        files++;
        List<String> lines = Files.readAllLines(file);
        for (int i = 0; i < lines.size(); i++) {
          String line = lines.get(i);
          if (line.codePointCount(0, line.length()) > COLUMNS) {
            tooLong.add(directory.relativize(file) + ":" + (i + 1) + ": " + line);
          }
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException("Cannot read the generated sources in " + directory, e);
    }
    if (files == 0) {
      throw new IllegalStateException("No generated source under " + directory);
    }
    return tooLong;
  }
}
