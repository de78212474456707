package io.edgetable.processor.write;

import static io.edgetable.processor.write.Fragments.code;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.TypeName;
import io.edgetable.processor.model.ComponentModel;
import io.edgetable.processor.model.EdgeModel;
import io.edgetable.processor.model.GeneratedClass;
import io.edgetable.processor.model.KeyLayout;
import io.edgetable.processor.model.NodeModel;
import io.edgetable.processor.model.RecordName;
import io.edgetable.processor.write.DaoOperation.Parameter;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * The record that a DAO's operations act on, as both their code and their Javadoc need it: its
 * classes, its key parameters and the key built from them, and the attributes that change what a
 * write sends (version, time to live, sharded counters).
 *
 * @param name the record's name
 * @param record the record's class
 * @param keys its {@code FooKeys}
 * @param keyText {@code PK = STU#{studentId}, SK = ...}, as request lines name the item
 * @param variable the name of a parameter holding one record
 * @param keyParameters the id of a node, the source and target ids of an edge
 * @param key the key {@code K} built from {@code keyParameters}
 * @param noun {@code "node"} or {@code "edge"}: how Javadoc names one record
 * @param version the {@code @Version} attribute, if any: every overwrite is conditional on it
 * @param ttl the {@code @Ttl} attribute, if any: an expired item counts as absent
 * @param counterItems a node's counter items, as reads name them ({@code PK = SK =
 *     USER#{handle}#followers#{shard 0..7}}); empty without sharded counters
 * @param nodeReadKeys how many keys a read of one node reads: 1, plus its counter items
 */
record DaoSubject(
    RecordName name,
    ClassName record,
    ClassName keys,
    String keyText,
    String variable,
    List<Parameter> keyParameters,
    CodeBlock key,
    String noun,
    Optional<String> version,
    Optional<String> ttl,
    String counterItems,
    int nodeReadKeys) {

  DaoSubject {
    keyParameters = List.copyOf(keyParameters);
  }

  static DaoSubject of(NodeModel node) {
    String id = node.id().component();
    Map<String, Integer> sharded = node.shardedCounters();
    return new DaoSubject(
        node.name(),
        DaoNames.record(node.name()),
        DaoNames.generated(node.name(), GeneratedClass.KEYS),
        "PK = " + node.pk().describe() + ", SK = " + node.sk().describe(),
        DaoNames.variable(node.name()),
        List.of(new Parameter(DaoNames.idType(node.id()), id)),
        CodeBlock.of("$L", code(id)),
        "node",
        node.version().map(ComponentModel::name),
        node.ttl().map(ComponentModel::name),
        sharded.entrySet().stream()
            .map(
                c ->
                    "PK = SK = "
                        + KeyLayout.counterItem(node.prefix(), id, c.getKey(), c.getValue()))
            .collect(Collectors.joining(", ")),
        1 + sharded.values().stream().mapToInt(Integer::intValue).sum());
  }

  static DaoSubject of(EdgeModel edge) {
    String source = edge.sourceId().component();
    String target = edge.targetId().component();
    return new DaoSubject(
        edge.name(),
        DaoNames.record(edge.name()),
        DaoNames.generated(edge.name(), GeneratedClass.KEYS),
        "PK = " + edge.pk().describe() + ", SK = " + edge.sk().describe(),
        DaoNames.variable(edge.name()),
        List.of(
            new Parameter(DaoNames.idType(edge.sourceId()), source),
            new Parameter(DaoNames.idType(edge.targetId()), target)),
        CodeBlock.of("new $T(" + code(source) + ",$W" + code(target) + ")", edgeKey(edge)),
        "edge",
        edge.version().map(ComponentModel::name),
        edge.ttl().map(ComponentModel::name),
        "",
        1);
  }

  /** {@code EdgeKey<S, T>} of an edge, with boxed ids. */
  static TypeName edgeKey(EdgeModel edge) {
    return DaoNames.edgeKey(edge.sourceId(), edge.targetId());
  }

  boolean isNode() {
    return noun.equals("node");
  }

  /** The record as the one parameter of a write: {@code (Enrollment enrollment)}. */
  Parameter recordParameter() {
    return new Parameter(record, variable);
  }
}
