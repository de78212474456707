package io.edgetable.it.values;

import io.edgetable.Id;
import io.edgetable.Node;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** Collections inside collections. */
@Node(prefix = "NEST")
public record Nesting(
    @Id int id,
    Map<String, Set<String>> groups,
    List<Set<Integer>> bags,
    Map<String, Map<String, Instant>> times,
    List<Map<String, List<Mood>>> deep,
    List<byte[]> blobs) {}
