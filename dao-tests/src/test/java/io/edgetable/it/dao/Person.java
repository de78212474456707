package io.edgetable.it.dao;

import io.edgetable.Id;
import io.edgetable.Node;
import java.time.Instant;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;

/** A node with a component of every kind an update action can write, and a counter. */
@Node(prefix = "PERSON")
public record Person(
    @Id String handle,
    String bio,
    Integer karma,
    int visits,
    double score,
    boolean verified,
    Boolean premium,
    char initial,
    Instant since,
    LocalDate born,
    UUID token,
    Level level,
    List<String> notes,
    Set<String> labels,
    Set<Integer> lucky,
    Map<String, Integer> stats,
    Place place,
    long endorsements) {

  /** A profile with only its handle and a name-like bio. */
  static Person of(String handle, String bio) {
    return new Person(
        handle, bio, null, 0, 0, false, null, 'a', null, null, null, null, null, Set.of(), Set.of(),
        null, null, 0);
  }

  /** An enum component: stored by name. */
  public enum Level {
    BRONZE,
    SILVER,
    GOLD
  }

  /** A nested record component: stored as a map. */
  public record Place(String city, int floor) {}
}
