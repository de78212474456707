package io.edgetable.internal.spark;

import io.edgetable.exception.InvalidKeyException;
import io.edgetable.internal.codec.AttributeEncoders;
import io.edgetable.internal.doctor.EdgeLayout;
import io.edgetable.schema.EdgeSchema;
import io.edgetable.schema.ValueFormat;
import io.edgetable.spark.InvalidEdgesException;
import java.io.Serializable;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.Instant;
import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.types.ArrayType;
import org.apache.spark.sql.types.BinaryType;
import org.apache.spark.sql.types.BooleanType;
import org.apache.spark.sql.types.DataType;
import org.apache.spark.sql.types.DateType;
import org.apache.spark.sql.types.DecimalType;
import org.apache.spark.sql.types.IntegralType;
import org.apache.spark.sql.types.MapType;
import org.apache.spark.sql.types.NumericType;
import org.apache.spark.sql.types.StringType;
import org.apache.spark.sql.types.StructField;
import org.apache.spark.sql.types.StructType;
import org.apache.spark.sql.types.TimestampType;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * How the columns of a load's rows become an edge's item: the id columns its keys, the other
 * columns its attributes, each as the schema stores its component. Checked against the rows'
 * Spark schema on the driver ({@link #of}), so a missing, unknown or ill-typed column fails
 * before any job runs; values are checked row by row ({@link #item}).
 */
public final class EdgeColumns implements Serializable {
  private static final long serialVersionUID = 1L;

  /** How one attribute's value is read from its column. */
  private enum Reader {
    STRING, CHAR, UUID, CONSTANT, LOCAL_DATE, INSTANT, EPOCH_SECONDS, NUMBER, INTEGRAL, BOOL,
    BYTES, LIST, STRING_SET, NUMBER_SET, BYTES_SET, MAP
  }

  private record Column(String name, Reader reader, ValueFormat format, boolean sortsIndex)
      implements Serializable {
    private static final long serialVersionUID = 1L;
  }

  private final EdgeLayout layout;
  private final String recordName;
  private final List<Column> columns;
  private final String versionAttribute;

  private EdgeColumns(EdgeLayout layout, String recordName, List<Column> columns,
      String versionAttribute) {
    this.layout = layout;
    this.recordName = recordName;
    this.columns = List.copyOf(columns);
    this.versionAttribute = versionAttribute;
  }

  /**
   * The columns {@code rows} must have for edges of {@code schema}: the two id components and
   * every attribute (the {@code @Version} one may be left out: a load writes version 1), no
   * other. {@link InvalidEdgesException} naming the column otherwise.
   */
  public static EdgeColumns of(EdgeLayout layout, EdgeSchema schema, StructType rows) {
    Map<String, DataType> types = new LinkedHashMap<>();
    for (StructField field : rows.fields()) {
      types.put(field.name(), field.dataType());
    }
    String record = schema.recordName();
    for (String id : List.of(layout.sourceComponent(), layout.targetComponent())) {
      DataType type = types.get(id);
      if (type == null) {
        throw missing(record, id, types);
      }
      if (!(type instanceof StringType || type instanceof IntegralType)) {
        throw new InvalidEdgesException("column " + id + " is " + type.simpleString() + ", but "
            + record + "." + id + " is an id: give it as a string (UUIDs and enum constants as"
            + " their text) or an integer");
      }
    }
    String version = schema.versionAttribute().orElse(null);
    List<Column> columns = new ArrayList<>();
    for (Map.Entry<String, AttributeValue.Type> attribute : schema.attributes().entrySet()) {
      String name = attribute.getKey();
      if (name.equals(version)) {
        continue;
      }
      DataType type = types.get(name);
      if (type == null) {
        throw missing(record, name, types);
      }
      ValueFormat format = schema.formats().get(name);
      Reader reader = reader(attribute.getValue(), format, type);
      if (reader == null) {
        throw new InvalidEdgesException("column " + name + " is " + type.simpleString() + ", but "
            + record + "." + name + " is stored as " + attribute.getValue()
            + (format == null ? "" : " (" + format.describe() + ")") + "; cast the column to "
            + expected(attribute.getValue(), format));
      }
      columns.add(new Column(name, reader, format,
          schema.inverseSortBy().map(name::equals).orElse(false)));
    }
    Set<String> known = new LinkedHashSet<>(schema.attributes().keySet());
    known.add(layout.sourceComponent());
    known.add(layout.targetComponent());
    for (String column : types.keySet()) {
      if (!known.contains(column)) {
        throw new InvalidEdgesException("column " + column + " is not a component of " + record
            + " " + known + "; select only the record's components");
      }
    }
    return new EdgeColumns(layout, record, columns, version);
  }

  /** The names of the columns a row is read from, ids first. */
  public List<String> names() {
    List<String> names = new ArrayList<>();
    names.add(layout.sourceComponent());
    names.add(layout.targetComponent());
    columns.forEach(c -> names.add(c.name()));
    return names;
  }

  /** The layout of the edge kind. */
  public EdgeLayout layout() {
    return layout;
  }

  /** The source id of a row selected as {@link #names()} orders it, as its keys hold it. */
  public static String sourceId(Row row) {
    return idText(row, 0);
  }

  /** The target id of such a row. */
  public static String targetId(Row row) {
    return idText(row, 1);
  }

  /**
   * The item of a row selected as {@link #names()} orders them; {@link InvalidEdgesException}
   * naming the column and the edge when a value makes no valid item.
   */
  public Map<String, AttributeValue> item(Row row) {
    String source = sourceId(row);
    String target = targetId(row);
    Map<String, AttributeValue> item;
    try {
      item = new LinkedHashMap<>(layout.keys(source, target));
    } catch (InvalidKeyException e) {
      throw new InvalidEdgesException(recordName + " edge (" + source + ", " + target + "): "
          + e.getMessage(), e);
    }
    for (int i = 0; i < columns.size(); i++) {
      Column column = columns.get(i);
      Object value = row.get(i + 2);
      if (value == null) {
        if (column.sortsIndex()) {
          throw new InvalidEdgesException(recordName + " edge (" + source + ", " + target
              + "): column " + column.name() + " is null, but it sorts the inverse index: an edge"
              + " without it would be missing from that index");
        }
        continue;
      }
      try {
        item.put(column.name(), value(column, value));
      } catch (RuntimeException e) {
        throw new InvalidEdgesException(recordName + " edge (" + source + ", " + target
            + "): column " + column.name() + " holds " + value + ", which " + recordName + "."
            + column.name() + " cannot take: " + e.getMessage(), e);
      }
    }
    if (versionAttribute != null) {
      item.put(versionAttribute, AttributeValue.fromN("1"));
    }
    return item;
  }

  private static String idText(Row row, int index) {
    Object id = row.get(index);
    return id == null ? null : id.toString();
  }

  private static AttributeValue value(Column column, Object value) {
    switch (column.reader()) {
      case STRING:
        return AttributeEncoders.encodeString(column.name(), (String) value);
      case CHAR: {
        String text = (String) value;
        if (text.length() != 1) {
          throw new IllegalArgumentException("it must be one character");
        }
        return AttributeEncoders.encodeChar(text.charAt(0));
      }
      case UUID:
        return AttributeEncoders.encodeUuid(java.util.UUID.fromString((String) value));
      case CONSTANT: {
        if (!column.format().constants().contains((String) value)) {
          throw new IllegalArgumentException(
              "it must be one of the constants " + column.format().constants());
        }
        return AttributeValue.fromS((String) value);
      }
      case LOCAL_DATE:
        return AttributeEncoders.encodeLocalDate(localDate(value));
      case INSTANT:
        return AttributeEncoders.encodeInstant(instant(value));
      case EPOCH_SECONDS:
        return value instanceof Number n
            ? AttributeValue.fromN(Long.toString(n.longValue()))
            : AttributeEncoders.encodeEpochSeconds(instant(value));
      case INTEGRAL:
        return integral(column.format(), value);
      case NUMBER:
        return number(column.name(), value);
      case BOOL:
        return AttributeEncoders.encodeBoolean((Boolean) value);
      case BYTES:
        return AttributeEncoders.encodeBytes((byte[]) value);
      case STRING_SET: {
        List<String> set = new ArrayList<>();
        for (Object element : list(value)) {
          set.add((String) element);
        }
        return AttributeEncoders.encodeStringSet(column.name(), new LinkedHashSet<>(set));
      }
      case NUMBER_SET: {
        List<String> numbers = new ArrayList<>();
        for (Object element : list(value)) {
          numbers.add(number(column.name(), element).n());
        }
        return numbers.isEmpty()
            ? AttributeValue.fromNul(true)
            : AttributeValue.fromNs(List.copyOf(new LinkedHashSet<>(numbers)));
      }
      case BYTES_SET: {
        List<SdkBytes> bytes = new ArrayList<>();
        for (Object element : list(value)) {
          bytes.add(SdkBytes.fromByteArray((byte[]) element));
        }
        return bytes.isEmpty() ? AttributeValue.fromNul(true) : AttributeValue.fromBs(bytes);
      }
      case LIST:
      case MAP:
      default:
        return nested(column.name(), value);
    }
  }

  /** Any value inside a list, a map or a struct, by its own type. */
  private static AttributeValue nested(String name, Object value) {
    if (value == null) {
      return AttributeValue.fromNul(true);
    }
    if (value instanceof String s) {
      return AttributeValue.fromS(s);
    }
    if (value instanceof Boolean b) {
      return AttributeValue.fromBool(b);
    }
    if (value instanceof byte[] bytes) {
      return AttributeEncoders.encodeBytes(bytes);
    }
    if (value instanceof Number) {
      return number(name, value);
    }
    if (value instanceof java.sql.Date || value instanceof LocalDate) {
      return AttributeEncoders.encodeLocalDate(localDate(value));
    }
    if (value instanceof java.sql.Timestamp || value instanceof Instant) {
      return AttributeEncoders.encodeInstant(instant(value));
    }
    if (value instanceof Row struct) {
      Map<String, AttributeValue> map = new LinkedHashMap<>();
      StructField[] fields = struct.schema().fields();
      for (int i = 0; i < fields.length; i++) {
        if (!struct.isNullAt(i)) {
          map.put(fields[i].name(), nested(name, struct.get(i)));
        }
      }
      return AttributeValue.fromM(map);
    }
    if (value instanceof scala.collection.Map<?, ?> scalaMap) {
      Map<String, AttributeValue> map = new LinkedHashMap<>();
      scala.jdk.javaapi.CollectionConverters.asJava(scalaMap)
          .forEach((k, v) -> map.put(String.valueOf(k), nested(name, v)));
      return AttributeValue.fromM(map);
    }
    if (value instanceof Map<?, ?> javaMap) {
      Map<String, AttributeValue> map = new LinkedHashMap<>();
      javaMap.forEach((k, v) -> map.put(String.valueOf(k), nested(name, v)));
      return AttributeValue.fromM(map);
    }
    List<AttributeValue> list = new ArrayList<>();
    for (Object element : list(value)) {
      list.add(nested(name, element));
    }
    return AttributeValue.fromL(list);
  }

  private static List<?> list(Object value) {
    if (value instanceof List<?> list) {
      return list;
    }
    if (value instanceof scala.collection.Iterable<?> iterable) {
      return new ArrayList<>(scala.jdk.javaapi.CollectionConverters.asJavaCollection(iterable));
    }
    throw new IllegalArgumentException("it is not a list");
  }

  private static AttributeValue number(String name, Object value) {
    if (value instanceof Double d) {
      return AttributeEncoders.encodeDouble(name, d);
    }
    if (value instanceof Float f) {
      return AttributeEncoders.encodeFloat(name, f);
    }
    if (value instanceof BigDecimal decimal) {
      return AttributeEncoders.encodeBigDecimal(decimal);
    }
    if (value instanceof Number n) {
      return AttributeEncoders.encodeLong(n.longValue());
    }
    throw new IllegalArgumentException("it is not a number");
  }

  private static AttributeValue integral(ValueFormat format, Object value) {
    BigInteger number;
    if (value instanceof BigDecimal decimal) {
      try {
        number = decimal.toBigIntegerExact();
      } catch (ArithmeticException e) {
        throw new IllegalArgumentException("it must be a whole number", e);
      }
    } else {
      number = BigInteger.valueOf(((Number) value).longValue());
    }
    AttributeValue encoded = AttributeEncoders.encodeBigInteger(number);
    // The range the record's component reads: the marshallers' own rule.
    if (!format.reads(encoded)) {
      throw new IllegalArgumentException("it must be " + format.describe());
    }
    return encoded;
  }

  private static LocalDate localDate(Object value) {
    if (value instanceof java.sql.Date date) {
      return date.toLocalDate();
    }
    if (value instanceof LocalDate date) {
      return date;
    }
    try {
      return LocalDate.parse((String) value);
    } catch (DateTimeParseException e) {
      throw new IllegalArgumentException("it is not an ISO-8601 date (2026-12-07)", e);
    }
  }

  private static Instant instant(Object value) {
    if (value instanceof java.sql.Timestamp timestamp) {
      return timestamp.toInstant();
    }
    if (value instanceof Instant instant) {
      return instant;
    }
    try {
      return Instant.parse((String) value);
    } catch (DateTimeParseException e) {
      throw new IllegalArgumentException(
          "it is not an ISO-8601 instant (2026-12-07T12:00:00Z)", e);
    }
  }

  /** How a column of {@code type} is read for an attribute stored as {@code stored}, or null. */
  private static Reader reader(AttributeValue.Type stored, ValueFormat format, DataType type) {
    boolean string = type instanceof StringType;
    if (format != null) {
      return switch (format.kind()) {
        case CHAR -> string ? Reader.CHAR : null;
        case UUID -> string ? Reader.UUID : null;
        case CONSTANT -> string ? Reader.CONSTANT : null;
        case LOCAL_DATE -> string || type instanceof DateType ? Reader.LOCAL_DATE : null;
        case INSTANT -> string || type instanceof TimestampType ? Reader.INSTANT : null;
        case EPOCH_SECONDS -> type instanceof TimestampType || type instanceof IntegralType
            ? Reader.EPOCH_SECONDS : null;
        case BYTE, SHORT, INT, LONG, BIG_INTEGER -> type instanceof IntegralType
            || (type instanceof DecimalType d && d.scale() == 0) ? Reader.INTEGRAL : null;
      };
    }
    return switch (stored) {
      case S -> string ? Reader.STRING : null;
      case N -> type instanceof NumericType ? Reader.NUMBER : null;
      case BOOL -> type instanceof BooleanType ? Reader.BOOL : null;
      case B -> type instanceof BinaryType ? Reader.BYTES : null;
      case L -> type instanceof ArrayType ? Reader.LIST : null;
      case M -> (type instanceof MapType m && m.keyType() instanceof StringType)
          || type instanceof StructType ? Reader.MAP : null;
      case SS -> type instanceof ArrayType a && a.elementType() instanceof StringType
          ? Reader.STRING_SET : null;
      case NS -> type instanceof ArrayType a && a.elementType() instanceof NumericType
          ? Reader.NUMBER_SET : null;
      case BS -> type instanceof ArrayType a && a.elementType() instanceof BinaryType
          ? Reader.BYTES_SET : null;
      default -> null;
    };
  }

  private static String expected(AttributeValue.Type stored, ValueFormat format) {
    if (format != null) {
      return switch (format.kind()) {
        case LOCAL_DATE -> "date or string";
        case INSTANT -> "timestamp or string";
        case EPOCH_SECONDS -> "timestamp or bigint";
        case BYTE, SHORT, INT, LONG, BIG_INTEGER -> "an integer type (int, bigint, decimal(38,0))";
        default -> "string";
      };
    }
    return switch (stored) {
      case S -> "string";
      case N -> "a numeric type";
      case BOOL -> "boolean";
      case B -> "binary";
      case L -> "an array";
      case M -> "a map with string keys or a struct";
      case SS -> "array<string>";
      case NS -> "an array of numbers";
      case BS -> "array<binary>";
      default -> "the stored type";
    };
  }

  private static InvalidEdgesException missing(
      String record, String column, Map<String, DataType> types) {
    return new InvalidEdgesException("column " + column + " is missing: " + record + " needs a"
        + " column named as each of its components; the rows have " + types.keySet());
  }
}
