package io.edgetable.internal.doctor;

import io.edgetable.doctor.Finding;
import io.edgetable.internal.codec.KeyCodec;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * An item recognised by its keys: a node item, a counter item, an edge, or an item of no kind
 * given; and the node keys ({@code PK} of a node item) whose groups it belongs to. Prefixes and
 * labels hold no {@code #} and escaped ids hold none either, so a node's or an edge's partition
 * key has one {@code #}, after its literal, a counter item's three, and an edge's sort key's
 * literal is everything up to its last {@code #}.
 */
sealed interface ParsedItem {
  Map<String, AttributeValue> item();

  /** The node keys of the groups this item belongs to: one, or an edge's two ends. */
  List<String> groupKeys();

  /** A node item of {@code kind}. */
  record NodeItem(Map<String, AttributeValue> item, NodeKind kind, String id)
      implements ParsedItem {
    String nodeKey() {
      return kind.partitionKey(id);
    }

    @Override
    public List<String> groupKeys() {
      return List.of(nodeKey());
    }
  }

  /** Counter item {@code shard} of counter {@code counter} (an index) of a node of {@code kind}. */
  record CounterItem(Map<String, AttributeValue> item, NodeKind kind, String id, int counter,
      int shard) implements ParsedItem {
    String nodeKey() {
      return kind.partitionKey(id);
    }

    NodeKind.Counter declared() {
      return kind.counters().get(counter);
    }

    @Override
    public List<String> groupKeys() {
      return List.of(nodeKey());
    }
  }

  /**
   * An edge of {@code kind} between these escaped ids. Its source group (the source node's key,
   * or the edge's own partition key without ends) reports what is wrong with the edge itself.
   */
  record EdgeItem(Map<String, AttributeValue> item, EdgeKind kind, String sourceId,
      String targetId) implements ParsedItem {
    String sourceGroup() {
      String key = kind.sourceKey(sourceId);
      return key == null ? item.get("PK").s() : key;
    }

    /** The target node's key, or null without ends. */
    String targetGroup() {
      return kind.targetKey(targetId);
    }

    @Override
    public List<String> groupKeys() {
      String source = sourceGroup();
      String target = targetGroup();
      return target == null || target.equals(source) ? List.of(source) : List.of(source, target);
    }
  }

  /** An item a tool keeps in the table ({@link ToolItems}): in no group, never a finding. */
  record ToolItem(Map<String, AttributeValue> item) implements ParsedItem {
    @Override
    public List<String> groupKeys() {
      return List.of();
    }
  }

  /** An item no kind given recognises, and why. */
  record Unknown(Map<String, AttributeValue> item, String reason) implements ParsedItem {
    @Override
    public List<String> groupKeys() {
      AttributeValue pk = item.get("PK");
      return List.of(pk != null && pk.s() != null ? pk.s() : Finding.describe(Keys.of(item)));
    }
  }

  /** What {@code item} is in {@code model}. */
  static ParsedItem of(DoctorModel model, Map<String, AttributeValue> item) {
    AttributeValue pkValue = item.get("PK");
    AttributeValue skValue = item.get("SK");
    if (pkValue == null || skValue == null || pkValue.s() == null || skValue.s() == null) {
      return new Unknown(item, "its PK and SK are not both strings");
    }
    String pk = pkValue.s();
    String sk = skValue.s();
    if (ToolItems.isToolKey(pk)) {
      return new ToolItem(item);
    }
    int hashes = hashes(pk);
    if (hashes == 3 && pk.equals(sk)) {
      return counterItem(model, item, pk);
    }
    if (hashes != 1) {
      return new Unknown(item, "its PK has " + hashes + " #, no kind's key has that");
    }
    int cut = pk.indexOf('#') + 1;
    String literal = pk.substring(0, cut);
    String id = pk.substring(cut);
    if (!validId(id)) {
      return new Unknown(item, "its PK holds no valid escaped id after " + literal);
    }
    NodeKind node = model.node(literal);
    if (node != null && sk.equals(node.sortKey(id))) {
      return new NodeItem(item, node, id);
    }
    int lastHash = sk.lastIndexOf('#');
    EdgeKind edge = lastHash < 0 ? null : model.edge(literal, sk.substring(0, lastHash + 1));
    if (edge == null) {
      return new Unknown(item, "no kind given has keys " + literal + "… / " + sk);
    }
    String targetId = sk.substring(lastHash + 1);
    if (!validId(targetId)) {
      return new Unknown(item, "its SK holds no valid escaped id");
    }
    return new EdgeItem(item, edge, id, targetId);
  }

  private static ParsedItem counterItem(
      DoctorModel model, Map<String, AttributeValue> item, String pk) {
    String[] parts = pk.split("#", -1);
    NodeKind node = model.node(parts[0] + "#");
    int counter = node == null ? -1 : node.counterIndex(parts[2]);
    int shard = shardNumber(parts[3]);
    if (counter < 0 || shard < 0 || !validId(parts[1])) {
      return new Unknown(item, "not a counter item of a node kind given");
    }
    return new CounterItem(item, node, parts[1], counter, shard);
  }

  private static int hashes(String key) {
    int hashes = 0;
    for (int i = 0; i < key.length(); i++) {
      if (key.charAt(i) == '#') {
        hashes++;
      }
    }
    return hashes;
  }

  private static boolean validId(String escaped) {
    if (escaped.isEmpty()) {
      return false;
    }
    try {
      KeyCodec.unescape(escaped);
      return true;
    } catch (IllegalArgumentException e) {
      return false;
    }
  }

  /** A counter item's shard number: digits without a leading zero, or -1. */
  private static int shardNumber(String text) {
    if (text.isEmpty() || text.length() > 4 || (text.length() > 1 && text.charAt(0) == '0')) {
      return -1;
    }
    for (int i = 0; i < text.length(); i++) {
      if (!Character.isDigit(text.charAt(i))) {
        return -1;
      }
    }
    return Integer.parseInt(text);
  }
}
