package io.edgetable.internal.doctor;

import io.edgetable.doctor.DanglingEdge;
import io.edgetable.doctor.Finding;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Consumer;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A check of a whole table on one machine: every item, read once in any order from any number of
 * threads, goes to the {@link NodeGroup} of each node it concerns, as {@link DoctorModel#check}
 * would group it; at the end each group says what it found. The groups keep counters, never
 * items, so memory grows with the nodes; the edges that point to a node not read yet are
 * remembered up to a limit ({@link #REFERENCES}), to name them if the node never comes. Only when
 * a missing node's edges outran that limit does {@link #needsSecondPass()} ask for the items again
 * ({@link #acceptAgain}), to name those edges.
 */
public final class OnePassCheck {
  /**
   * The edges to nodes not read yet a check remembers at once (about 130 bytes each): a table
   * whose edges run that far ahead of their nodes' items, with a node missing, is read twice.
   */
  public static final long REFERENCES = 100_000;

  private final DoctorModel model;
  private final Consumer<Finding> found;
  private final ReferenceBudget budget;
  private final AtomicLong items = new AtomicLong();
  private Map<String, NodeGroup> groups = new ConcurrentHashMap<>();
  private Map<String, NodeGroup> missing = Map.of();

  /**
   * A check that reports each finding to {@code found} as soon as it is found, remembering at
   * most {@code references} edges to nodes not read yet ({@link #REFERENCES} for the doctor's).
   */
  public OnePassCheck(DoctorModel model, Consumer<Finding> found, long references) {
    this.model = model;
    this.found = found;
    this.budget = new ReferenceBudget(references);
  }

  /** The items read, in both passes. */
  public long itemsRead() {
    return items.get();
  }

  /** The first pass: one item. */
  public void accept(Map<String, AttributeValue> item) {
    items.incrementAndGet();
    ParsedItem parsed = model.parse(item);
    if (parsed instanceof ParsedItem.Unknown) {
      // Found on the item alone: its group needs no memory of it.
      new NodeGroup(model, parsed.groupKeys().get(0)).add(parsed, found, budget);
      return;
    }
    for (String key : parsed.groupKeys()) {
      NodeGroup group = groups.computeIfAbsent(key, k -> new NodeGroup(model, k));
      synchronized (group) {
        group.add(parsed, found, budget);
      }
    }
  }

  /**
   * After the first pass: what the groups found. Afterwards {@link #needsSecondPass()} says
   * whether edges to missing nodes must be named by reading the items again.
   */
  public void finish() {
    Map<String, NodeGroup> again = new HashMap<>();
    groups.forEach(
        (key, group) -> {
          List<Finding> findings = group.finish();
          if (!group.exists() && group.overflowed()) {
            findings.removeIf(DanglingEdge.class::isInstance); // named in full by the second pass
            again.put(key, new NodeGroup(model, key));
          }
          findings.forEach(found);
        });
    groups = Map.of();
    missing = again;
  }

  /** Whether a missing node's edges were not all remembered. */
  public boolean needsSecondPass() {
    return !missing.isEmpty();
  }

  /** The second pass: one item, of interest only if it names a missing node of the first. */
  public void acceptAgain(Map<String, AttributeValue> item) {
    items.incrementAndGet();
    ParsedItem parsed = model.parse(item);
    for (String key : parsed.groupKeys()) {
      NodeGroup group = missing.get(key);
      if (group != null) {
        synchronized (group) {
          group.add(parsed, finding -> {}, ReferenceBudget.UNLIMITED); // reported already
        }
      }
    }
  }

  /** After the second pass: the edges of the missing nodes. */
  public void finishAgain() {
    List<Finding> dangling = new ArrayList<>();
    missing.values().forEach(group -> group.finish().stream()
        .filter(DanglingEdge.class::isInstance).forEach(dangling::add));
    dangling.forEach(found);
    missing = Map.of();
  }
}
