package io.edgetable.console.model;

import io.edgetable.console.json.BadJsonException;
import io.edgetable.console.table.Edit;
import io.edgetable.console.table.IndexInfo;
import io.edgetable.console.table.KeyAttribute;
import io.edgetable.console.table.QueryValues;
import io.edgetable.console.table.TableInfo;
import io.edgetable.schema.ValueFormat;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * What a value written or queried through the console must be, in one place:
 *
 * <ul>
 *   <li>a key attribute of the table or of any index keeps the type its definition gives (else
 *       the item would be refused, or drop out of the index), in raw mode too;
 *   <li>an attribute of a model kind keeps its component's DynamoDB type, and holds a value the
 *       record reads (an enum constant, a number in range, an ISO date: the rules the doctor's
 *       {@code ValueMismatch} applies, through the runtime's own decoders);
 *   <li>an ordered edge keeps its sort attribute;
 *   <li>counters and {@code @Version} are kept by the DAOs: an edit changes them only when asked
 *       to ("edit anyway"), and is then told that the doctor will report the drift;
 *   <li>a query value takes the type the model stores the attribute with ({@code "5"} for a
 *       number attribute is sent as {@code N}).
 * </ul>
 */
public final class ValueRules implements QueryValues {
  private final Model model;

  public ValueRules(Model model) {
    this.model = model;
  }

  /**
   * Checks {@code edit} of {@code table}; returns the warnings to show (counters or version
   * changed with {@code editAnyway}).
   *
   * @throws BadJsonException naming the attribute (under {@code field}) and the rule
   */
  public List<String> check(TableInfo table, Edit edit, String field, boolean editAnyway) {
    Map<String, AttributeValue> after = edit.after();
    if (after == null) {
      return List.of();
    }
    String side = field.isEmpty() ? "after" : field + ".after";
    keyTypes(table, after, side);
    Optional<Model.Match> match = model.kindOf(after);
    if (match.isEmpty()) {
      return List.of();
    }
    Kind kind = match.get().kind();
    kind.schema().attributes().forEach((name, type) -> {
      AttributeValue value = after.get(name);
      if (value == null || value.type() == AttributeValue.Type.NUL) {
        return;
      }
      if (value.type() != type) {
        throw new BadJsonException(side + "." + name, name + " of " + kind.name() + " is stored"
            + " as " + type + ", not " + value.type() + "; send {\"" + type + "\": ...}");
      }
      ValueFormat format = kind.schema().formats().get(name);
      if (format != null && !format.reads(value)) {
        throw new BadJsonException(side + "." + name, name + " of " + kind.name() + " must be "
            + format.describe() + "; " + shown(value) + " is not");
      }
    });
    kind.schema().inverseSortBy().ifPresent(sortBy -> {
      AttributeValue value = after.get(sortBy);
      if (value == null || value.type() == AttributeValue.Type.NUL) {
        throw new BadJsonException(side + "." + sortBy, sortBy + " is required: index "
            + kind.schema().inverseIndex().orElse("") + " sorts " + kind.name()
            + " by it and leaves out an edge without it");
      }
    });
    return kept(kind, edit, side, editAnyway);
  }

  /** Counters and the version: unchanged, or changed on purpose with a warning. */
  private static List<String> kept(Kind kind, Edit edit, String side, boolean editAnyway) {
    Map<String, String> kept = new LinkedHashMap<>();
    if (kind.node()) {
      kind.counters().forEach(c -> kept.put(c, "a counter the " + kind.name() + "'s edges keep"));
    }
    kind.version().ifPresent(v -> kept.put(v, "the @Version the console moves on each edit"));
    List<String> warnings = new ArrayList<>();
    kept.forEach((name, what) -> {
      AttributeValue wanted = edit.after().get(name);
      AttributeValue read = edit.before() == null ? null : edit.before().get(name);
      boolean changed = edit.before() == null
          ? wanted != null && !(wanted.n() != null && isZero(wanted.n()))
              && !name.equals(kind.version().orElse(null))
          : !Objects.equals(wanted, read);
      if (!changed) {
        return;
      }
      if (!editAnyway) {
        throw new BadJsonException(side + "." + name, name + " is " + what + ": read-only;"
            + " send \"editAnyway\": true to change it all the same");
      }
      warnings.add(name + " of " + kind.name() + " was changed by hand: the doctor will report"
          + (kind.counters().contains(name) ? " CounterDrift" : " the drift")
          + " until it matches again");
    });
    return warnings;
  }

  /** Every key attribute of the table and its indexes in {@code item} has its defined type. */
  public static void keyTypes(TableInfo table, Map<String, AttributeValue> item, String side) {
    List<IndexInfo> all = new ArrayList<>();
    all.add(table.base());
    all.addAll(table.indexes());
    for (IndexInfo index : all) {
      for (KeyAttribute key : index.keySchema()) {
        AttributeValue value = item.get(key.attribute());
        if (value != null && !value.type().toString().equals(key.type())) {
          throw new BadJsonException(side + "." + key.attribute(), key.attribute() + " is a key"
              + " attribute of " + (index.name() == null ? "the table" : "index " + index.name())
              + " of type " + key.type() + "; " + value.type() + " is refused");
        }
      }
    }
  }

  /**
   * {@code value} of a query condition on {@code attribute} in the type the model stores it
   * with: a string holding a number becomes {@code N} for a number attribute, {@code "true"} or
   * {@code "false"} a {@code BOOL}; an enum attribute takes its constants only (with {@code =},
   * {@code <>}, {@code IN}). Attributes the model does not type (or types differently in
   * different kinds) are left as given.
   */
  @Override
  public AttributeValue typed(String attribute, String op, AttributeValue value, String field) {
    Set<AttributeValue.Type> types = new LinkedHashSet<>();
    Set<ValueFormat> formats = new LinkedHashSet<>();
    for (Kind kind : model.kinds()) {
      AttributeValue.Type type = kind.schema().attributes().get(attribute);
      if (type != null) {
        types.add(type);
        formats.add(kind.schema().formats().get(attribute));
      }
    }
    if (types.size() != 1) {
      return value;
    }
    AttributeValue.Type type = types.iterator().next();
    AttributeValue typed = value;
    if (value.type() != type && value.s() != null) {
      typed = switch (type) {
        case N -> {
          try {
            new BigDecimal(value.s().strip());
            yield AttributeValue.fromN(value.s().strip());
          } catch (NumberFormatException e) {
            throw new BadJsonException(field, attribute + " is a number; \"" + value.s()
                + "\" is not");
          }
        }
        case BOOL -> {
          if (!value.s().equals("true") && !value.s().equals("false")) {
            throw new BadJsonException(field, attribute + " is true or false; \"" + value.s()
                + "\" is neither");
          }
          yield AttributeValue.fromBool(value.s().equals("true"));
        }
        default -> value;
      };
    }
    ValueFormat format = formats.size() == 1 ? formats.iterator().next() : null;
    boolean exact = op.equals("=") || op.equals("<>") || op.equals("IN");
    if (format != null && format.kind() == ValueFormat.Kind.CONSTANT && exact
        && typed.s() != null && !format.constants().contains(typed.s())) {
      throw new BadJsonException(field, attribute + " is " + format.describe() + "; \""
          + typed.s() + "\" is none of them");
    }
    return typed;
  }


  private static boolean isZero(String number) {
    try {
      return new BigDecimal(number).signum() == 0;
    } catch (NumberFormatException e) {
      return false;
    }
  }

  private static String shown(AttributeValue value) {
    String text = value.s() != null ? value.s() : value.n() != null ? value.n()
        : String.valueOf(value.type());
    return "\"" + (text.length() > 60 ? text.substring(0, 60) + "..." : text) + "\"";
  }
}
