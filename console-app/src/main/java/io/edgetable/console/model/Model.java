package io.edgetable.console.model;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The record kinds the console knows (none in raw mode): which kind an item is, which node a
 * partition key names, and over how many shards an index partition is spread.
 */
public final class Model {
  private final List<Kind> kinds;

  public Model(List<Kind> kinds) {
    this.kinds = List.copyOf(kinds);
  }

  public static Model none() {
    return new Model(List.of());
  }

  public List<Kind> kinds() {
    return kinds;
  }

  public boolean isEmpty() {
    return kinds.isEmpty();
  }

  public Optional<Kind> kind(String name) {
    return kinds.stream().filter(k -> k.name().equals(name)).findFirst();
  }

  /** A kind and the ids decoded from an item's keys. */
  public record Match(Kind kind, Map<String, String> ids) {}

  /** The kind of {@code item}, by its {@code PK} and {@code SK}. */
  public Optional<Match> kindOf(Map<String, AttributeValue> item) {
    AttributeValue pk = item.get("PK");
    AttributeValue sk = item.get("SK");
    if (pk == null || sk == null || pk.s() == null || sk.s() == null) {
      return Optional.empty();
    }
    for (Kind kind : kinds) {
      Optional<Map<String, String>> p = kind.pk().match(pk.s());
      Optional<Map<String, String>> s = kind.sk().match(sk.s());
      if (p.isPresent() && s.isPresent()) {
        Map<String, String> ids = new LinkedHashMap<>(p.get());
        ids.putAll(s.get());
        return Optional.of(new Match(kind, ids));
      }
    }
    return Optional.empty();
  }

  /** The node kind whose partition key is {@code pk}, with its id. */
  public Optional<Match> nodeOf(String pk) {
    for (Kind kind : kinds) {
      if (kind.node()) {
        Optional<Map<String, String>> ids = kind.pk().match(pk);
        if (ids.isPresent()) {
          return Optional.of(new Match(kind, ids.get()));
        }
      }
    }
    return Optional.empty();
  }

  /**
   * Whether {@code index} may hold items with partition key {@code pk}: in raw mode, or for an
   * index no kind of the model uses, always; otherwise only when the inverse key pattern of a kind
   * on that index matches {@code pk} (so a partition's view sends no Query that must come back
   * empty).
   */
  public boolean mayHold(String index, String pk) {
    boolean used = false;
    for (Kind kind : kinds) {
      if (kind.inversePk().isEmpty() || !kind.schema().inverseIndex().orElse("").equals(index)) {
        continue;
      }
      used = true;
      KeyPattern pattern = kind.inversePk().get();
      if (pattern.withoutShard().match(pk).isPresent() || pattern.match(pk).isPresent()) {
        return true;
      }
    }
    return !used;
  }

  /**
   * The index partition values of {@code pk} in {@code index}: one per shard when a sharded edge
   * of the model keys that index with {@code pk} (e.g. {@code TARGET#celeb#0} .. {@code #7}),
   * else {@code pk} itself.
   */
  public List<String> shardsOf(String index, String pk) {
    for (Kind kind : kinds) {
      if (kind.inversePk().isEmpty() || !kind.schema().inverseIndex().orElse("").equals(index)) {
        continue;
      }
      KeyPattern pattern = kind.inversePk().get();
      if (!pattern.sharded()) {
        continue;
      }
      Optional<Map<String, String>> ids = pattern.withoutShard().match(pk);
      if (ids.isPresent()) {
        List<String> shards = new ArrayList<>();
        for (int s = 0; s < kind.schema().inverseShards(); s++) {
          shards.add(pattern.fill(ids.get(), s));
        }
        return shards;
      }
    }
    return List.of(pk);
  }
}
