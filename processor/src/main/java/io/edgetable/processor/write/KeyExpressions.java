package io.edgetable.processor.write;

import static io.edgetable.processor.names.RuntimeNames.KEY_CODEC;
import static io.edgetable.processor.write.Fragments.code;
import static io.edgetable.processor.write.Fragments.literal;

import com.squareup.javapoet.CodeBlock;
import io.edgetable.processor.model.IdModel;
import io.edgetable.processor.model.KeyLayout;
import io.edgetable.processor.model.KeyTemplate;
import io.edgetable.processor.names.RuntimeNames;
import java.util.function.Function;

/**
 * Java expressions that build one key attribute from a {@link KeyTemplate} and read its id back,
 * shared by {@code FooKeys} and {@code FooMarshaller} so that both write the same keys.
 */
final class KeyExpressions {
  private KeyExpressions() {}

  /** {@code KeyCodec.segment("studentId", <id as text in variable>)}: the checked, escaped id. */
  static CodeBlock segment(IdModel id, String variable) {
    return CodeBlock.of(
        "$T" + code(".segment(" + literal(id.component()) + ",") + "$W$L)",
        KEY_CODEC,
        IdCode.text(id, variable));
  }

  /**
   * The checked key text of {@code template}, e.g. {@code KeyCodec.partitionKey("PK", "STU#" +
   * <segment>)}; a sharded partition key appends {@code "#" + KeyCodec.shard(<shardBy segment>,
   * N)}; a constant sort key is its literal. {@code segmentOf} gives the escaped-id expression of
   * each id the template uses.
   */
  static CodeBlock build(KeyTemplate template, Function<IdModel, CodeBlock> segmentOf) {
    if (template.id().isEmpty()) {
      return CodeBlock.of(code(literal(template.literal())));
    }
    String method = template.isPartitionKey() ? ".partitionKey(" : ".sortKey(";
    CodeBlock.Builder key =
        CodeBlock.builder()
            .add(
                "$T"
                    + code(method + literal(template.attribute()) + ",")
                    + "$W"
                    + code(literal(template.literal()) + " + ")
                    + "$L",
                KEY_CODEC,
                segmentOf.apply(template.id().get()));
    if (template.sharded()) {
      key.add(
          "$W"
              + code("+ " + literal(KeyLayout.SEPARATOR) + " + ")
              + "$T"
              + code(".shard(")
              + "$L"
              + code(", " + template.shards() + ")"),
          KEY_CODEC,
          segmentOf.apply(template.shardBy().orElseThrow()));
    }
    return key.add(")").build();
  }

  /**
   * The id of {@code template} read back from {@code item}, as the id's declared type; throws
   * {@code IllegalStateException} for an item of another kind.
   */
  static CodeBlock read(KeyTemplate template, IdModel id) {
    return IdCode.read(id, template.attribute(), template.literal());
  }
}
