package io.edgetable.processor.write;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.CodeBlock;
import io.edgetable.processor.model.RecordName;

/**
 * JavaPoet format fragments built from whole runs of text. JavaPoet emits every format part ({@code
 * $S}, {@code $L}, each piece of text between them) separately and splits each into lines with a
 * regular expression compiled per call, twice per file; text joined here, with {@code $T} left only
 * for types (so imports stay right) and {@code $W} only where a long line may wrap, keeps the parts
 * few and the processor fast. Javadoc is rendered to one block, already wrapped ({@link
 * DocText}).
 */
final class Fragments {
  private Fragments() {}

  /** Code text as a format fragment: JavaPoet's {@code $} escaped. */
  static String code(String text) {
    return text.replace("$", "$$");
  }

  /**
   * The Javadoc of a member, rendered to one text block and wrapped: {@code $L} is the argument,
   * {@code $S} its string literal, {@code $T} a type's canonical name, {@code $$} a dollar.
   */
  static CodeBlock doc(String format, Object... args) {
    return CodeBlock.of("$L", DocText.wrap(render(format, args), DocText.MEMBER_WIDTH));
  }

  /** The Javadoc of a top-level class, as {@link #doc}. */
  static CodeBlock typeDoc(String format, Object... args) {
    return CodeBlock.of("$L", DocText.wrap(render(format, args), DocText.CLASS_WIDTH));
  }

  /**
   * How Javadoc names a record from a class generated in its package: {@code Student}, {@code
   * Outer.Inner}.
   */
  static String local(RecordName record) {
    return record.simpleNames();
  }

  /** How Javadoc names {@code record} from a class in {@code packageName}. */
  static String local(RecordName record, String packageName) {
    return record.packageName().equals(packageName) ? record.simpleNames() : record.qualifiedName();
  }

  private static String render(String format, Object... args) {
    StringBuilder text = new StringBuilder(format.length() + 64);
    int next = 0;
    for (int i = 0; i < format.length(); i++) {
      char c = format.charAt(i);
      if (c != '$') {
        text.append(c);
        continue;
      }
      char kind = format.charAt(++i);
      switch (kind) {
        case '$' -> text.append('$');
        case 'L' -> text.append(args[next++]);
        case 'S' -> text.append(literal(String.valueOf(args[next++])));
        case 'T' -> text.append(typeText(args[next++]));
        default -> throw new IllegalArgumentException("unsupported $" + kind + " in " + format);
      }
    }
    if (next != args.length) {
      throw new IllegalArgumentException(args.length - next + " unused arguments for " + format);
    }
    return text.toString();
  }

  private static String typeText(Object type) {
    return type instanceof ClassName name ? name.canonicalName() : String.valueOf(type);
  }

  /** {@code value} as a Java string literal, quoted and escaped, ready for {@link #code}. */
  static String literal(String value) {
    StringBuilder out = new StringBuilder(value.length() + 2).append('"');
    for (int i = 0; i < value.length(); i++) {
      char c = value.charAt(i);
      switch (c) {
        case '"' -> out.append("\\\"");
        case '\\' -> out.append("\\\\");
        case '\n' -> out.append("\\n");
        case '\t' -> out.append("\\t");
        case '\r' -> out.append("\\r");
        default -> {
          if (c < 0x20 || c == 0x7f) {
            out.append(String.format("\\u%04x", (int) c));
          } else {
            out.append(c);
          }
        }
      }
    }
    return out.append('"').toString();
  }
}
