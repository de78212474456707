package io.edgetable.console;

import io.edgetable.sample.StudentKeys;
import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The arguments of {@code ./console doctor} as {@code DoctorCommand} takes them: as given, and
 * without {@code --model} the sample's model (the one {@code ./console} shows with no options).
 */
final class DoctorArguments {
  private DoctorArguments() {}

  static String[] of(List<String> args) {
    List<String> all = new ArrayList<>(args);
    if (!all.contains("--model")) {
      all.add("--model");
      for (Path path : sampleModel()) {
        all.add(path.toString());
      }
    }
    return all.toArray(String[]::new);
  }

  /** The jars (or class folders) of the sample's generated classes and the console's own. */
  private static Set<Path> sampleModel() {
    Set<Path> paths = new LinkedHashSet<>();
    for (Class<?> type : List.of(StudentKeys.class, SampleData.class)) {
      try {
        paths.add(Path.of(type.getProtectionDomain().getCodeSource().getLocation().toURI()));
      } catch (URISyntaxException e) {
        throw new IllegalStateException("cannot locate " + type.getName(), e);
      }
    }
    return paths;
  }
}
