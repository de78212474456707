package io.edgetable.bench.compile;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Writes a synthetic user project: {@code edges} edge records over {@code max(2, edges / 10)} node
 * records, each edge like the benchmarked enrolment (a label, an inverse index, four data
 * attributes), every fourth one with a sharded inverse index. Labels are unique, so no two item
 * kinds collide and the processor accepts the whole set.
 */
public final class SyntheticSources {
  /** The package of every synthetic record. */
  public static final String PACKAGE = "synthetic";

  private SyntheticSources() {}

  /** The number of node records written alongside {@code edges} edge records. */
  public static int nodeCount(int edges) {
    return Math.max(2, edges / 10);
  }

  /** Writes the sources under {@code root} (a source root) and returns their paths. */
  public static List<Path> write(Path root, int edges) throws IOException {
    Path dir = Files.createDirectories(root.resolve(PACKAGE));
    List<Path> files = new ArrayList<>();
    int nodes = nodeCount(edges);
    for (int n = 0; n < nodes; n++) {
      files.add(Files.writeString(dir.resolve(nodeName(n) + ".java"), node(n)));
    }
    for (int e = 0; e < edges; e++) {
      files.add(Files.writeString(dir.resolve(edgeName(e) + ".java"), edge(e, nodes)));
    }
    return files;
  }

  private static String nodeName(int n) {
    return "Vertex" + n;
  }

  private static String edgeName(int e) {
    return "Link" + e;
  }

  static String node(int n) {
    return "package "
        + PACKAGE
        + ";\n\n"
        + "import io.edgetable.Id;\n"
        + "import io.edgetable.Node;\n\n"
        + "@Node(prefix = \"V"
        + n
        + "\")\n"
        + "public record "
        + nodeName(n)
        + "(@Id String id, String name, long updatedAt) {}\n";
  }

  static String edge(int e, int nodes) {
    int source = e % nodes;
    int target = (e + 1) % nodes;
    String shards = e % 4 == 3 ? ", inverseShards = 8" : "";
    return "package "
        + PACKAGE
        + ";\n\n"
        + "import io.edgetable.Edge;\n"
        + "import io.edgetable.SourceId;\n"
        + "import io.edgetable.TargetId;\n"
        + "import java.time.Instant;\n\n"
        + "@Edge(source = "
        + nodeName(source)
        + ".class, target = "
        + nodeName(target)
        + ".class, label = \"L"
        + e
        + "\", inverse = \"GSI1\""
        + shards
        + ")\n"
        + "public record "
        + edgeName(e)
        + "(\n"
        + "    @SourceId String sourceId,\n"
        + "    @TargetId String targetId,\n"
        + "    String grade,\n"
        + "    int credits,\n"
        + "    Instant enrolledAt,\n"
        + "    String note) {}\n";
  }
}
