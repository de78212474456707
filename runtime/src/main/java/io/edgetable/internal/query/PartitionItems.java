package io.edgetable.internal.query;

import io.edgetable.internal.codec.TableKeys;

import io.edgetable.ItemMarshaller;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.UnaryOperator;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The items of one node's partition, sorted into the node item and the edges of each edge kind
 * stored there ({@link RecordTable#partition}); every other item is ignored.
 *
 * <p>An item belongs to the node if its {@code SK} is the node's sort key, else to the first edge
 * kind whose prefix it starts with, followed by one escaped id (which never holds a {@code #}): so
 * an edge kind whose prefix extends another's is not taken for it. An item without a string {@code
 * SK} is not ours and is skipped rather than failing the whole read.
 */
public final class PartitionItems<R> {
  private final ItemMarshaller<R> nodeMarshaller;
  private final Map<String, AttributeValue> node;
  private final List<List<Map<String, AttributeValue>>> edges;

  public PartitionItems(
      ItemMarshaller<R> nodeMarshaller,
      String nodeSortKey,
      List<String> edgePrefixes,
      List<Map<String, AttributeValue>> items) {
    this(nodeMarshaller, nodeSortKey, edgePrefixes, items, UnaryOperator.identity());
  }

  /** As above; {@code counted} completes the node item (adds its counter items' counts). */
  public PartitionItems(
      ItemMarshaller<R> nodeMarshaller,
      String nodeSortKey,
      List<String> edgePrefixes,
      List<Map<String, AttributeValue>> items,
      UnaryOperator<Map<String, AttributeValue>> counted) {
    this.nodeMarshaller = nodeMarshaller;
    this.edges = new ArrayList<>(edgePrefixes.size());
    for (int i = 0; i < edgePrefixes.size(); i++) {
      edges.add(new ArrayList<>());
    }
    Map<String, AttributeValue> nodeItem = null;
    for (Map<String, AttributeValue> item : items) {
      AttributeValue sortKeyValue = item.get(TableKeys.SORT);
      if (sortKeyValue == null || sortKeyValue.s() == null) {
        continue;
      }
      String sortKey = sortKeyValue.s();
      if (sortKey.equals(nodeSortKey)) {
        nodeItem = item;
        continue;
      }
      for (int i = 0; i < edgePrefixes.size(); i++) {
        if (isEdge(sortKey, edgePrefixes.get(i))) {
          edges.get(i).add(item);
          break;
        }
      }
    }
    this.node = nodeItem == null ? null : counted.apply(nodeItem);
  }

  private static boolean isEdge(String sortKey, String prefix) {
    return sortKey.startsWith(prefix) && sortKey.indexOf('#', prefix.length()) < 0;
  }

  /** The node, decoded; empty if its item is absent. */
  public Optional<R> node() {
    return node == null ? Optional.empty() : Optional.of(nodeMarshaller.fromItem(node));
  }

  /** The edges of the {@code index}th prefix given to {@link RecordTable#partition}, decoded. */
  public <E> List<E> edges(int index, ItemMarshaller<E> marshaller) {
    List<Map<String, AttributeValue>> items = edges.get(index);
    List<E> decoded = new ArrayList<>(items.size());
    for (Map<String, AttributeValue> item : items) {
      decoded.add(marshaller.fromItem(item));
    }
    return decoded;
  }
}
