package io.edgetable.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;

import com.google.testing.compile.Compilation;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * The inverse query of a {@code KEYS_ONLY} index has nothing to filter on: its {@code where} is
 * deprecated, so a call fails a strict build ({@code -Xlint:all -Werror}) on its line, while the
 * query still is an {@code EdgeQuery<EdgeKey<String, String>>}.
 */
class KeysOnlyWhereTest {
  private static final JavaFileObject USER =
      Compilations.source(
          "shop.User",
          "package shop;",
          "",
          "import io.edgetable.Id;",
          "import io.edgetable.Node;",
          "",
          "@Node(prefix = \"USER\")",
          "public record User(@Id String handle) {}");
  private static final JavaFileObject ITEM =
      Compilations.source(
          "shop.Item",
          "package shop;",
          "",
          "import io.edgetable.Id;",
          "import io.edgetable.Node;",
          "",
          "@Node(prefix = \"ITEM\")",
          "public record Item(@Id String sku) {}");
  private static final JavaFileObject WISH =
      Compilations.source(
          "shop.Wish",
          "package shop;",
          "",
          "import io.edgetable.Edge;",
          "import io.edgetable.Projection;",
          "import io.edgetable.SourceId;",
          "import io.edgetable.TargetId;",
          "",
          "@Edge(source = User.class, target = Item.class, label = \"WISH\", inverse = \"GSI1\",",
          "    inverseProjection = Projection.KEYS_ONLY)",
          "public record Wish(@SourceId String handle, @TargetId String sku, String note) {}");

  private static Compilation compileWith(String... body) {
    String[] lines = new String[body.length + 14];
    String[] head = {
      "package shop;",
      "",
      "import io.edgetable.query.AsyncEdgeQuery;",
      "import io.edgetable.EdgeKey;",
      "import io.edgetable.query.EdgeQuery;",
      "import io.edgetable.expression.Field;",
      "import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;",
      "import software.amazon.awssdk.services.dynamodb.DynamoDbClient;",
      "import software.amazon.awssdk.services.dynamodb.model.AttributeValue;",
      "",
      "final class Usage {",
      "  static Object use(DynamoDbClient client, DynamoDbAsyncClient asyncClient) {",
      "    Field<EdgeKey<String, String>, String> note = new Field<>(\"note\","
          + " AttributeValue::fromS);"
    };
    System.arraycopy(head, 0, lines, 0, head.length);
    System.arraycopy(body, 0, lines, head.length, body.length);
    lines[lines.length - 1] = "  }\n}";
    return Compilations.compile(USER, ITEM, WISH, Compilations.source("shop.Usage", lines));
  }

  @Test
  void theQueryIsStillAnEdgeQueryOfEdgeKeys() {
    assertThat(
            compileWith(
                "    EdgeQuery<EdgeKey<String, String>> wishers ="
                    + " new WishDao(client, \"t\").inverse(\"sku1\").limit(10);",
                "    AsyncEdgeQuery<EdgeKey<String, String>> later ="
                    + " new WishAsyncDao(asyncClient, \"t\").inverse(\"sku1\").descending();",
                "    return note.eq(\"x\").toString() + wishers + later;"))
        .succeededWithoutWarnings();
  }

  @Test
  void whereOnTheSynchronousQueryFailsAStrictBuildOnItsLine() {
    assertWhereFailsOnItsLine(
        "    return new WishDao(client, \"t\").inverse(\"sku1\").limit(10)"
            + ".where(note.eq(\"x\"));",
        "io.edgetable.query.KeysOnlyQuery");
  }

  @Test
  void whereOnTheAsynchronousQueryFailsAStrictBuildOnItsLine() {
    assertWhereFailsOnItsLine(
        "    return new WishAsyncDao(asyncClient, \"t\").inverse(\"sku1\")"
            + ".where(note.eq(\"x\"));",
        "io.edgetable.query.AsyncKeysOnlyQuery");
  }

  /** {@code statement}, calling {@code where} on a {@code query}, fails on its line (14). */
  private static void assertWhereFailsOnItsLine(String statement, String query) {
    Compilation compilation = compileWith(statement);
    assertThat(compilation).failed();
    assertThat(compilation)
        .hadWarningContaining(
            "where(io.edgetable.expression.Condition<io.edgetable.EdgeKey<S,T>>) in "
                + query
                + " has been deprecated")
        .inFile(compilation.warnings().get(0).getSource())
        .onLine(14);
  }
}
