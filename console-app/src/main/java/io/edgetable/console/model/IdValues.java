package io.edgetable.console.model;

import io.edgetable.console.json.BadJsonException;
import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.RecordComponent;
import java.util.UUID;

/**
 * Ids given as text (a form, a URL) as the record's id type: {@code String}, {@code UUID},
 * {@code int}/{@code long} and boxes, enums, or a one-component record wrapping one of those.
 */
public final class IdValues {
  private IdValues() {}

  public static Object parse(Class<?> type, String text, String field) {
    if (text == null || text.isEmpty()) {
      throw new BadJsonException(field, "is required");
    }
    try {
      if (type == String.class) {
        return text;
      }
      if (type == UUID.class) {
        return UUID.fromString(text);
      }
      if (type == int.class || type == Integer.class) {
        return Integer.valueOf(text);
      }
      if (type == long.class || type == Long.class) {
        return Long.valueOf(text);
      }
      if (type.isEnum()) {
        for (Object constant : type.getEnumConstants()) {
          if (((Enum<?>) constant).name().equals(text)) {
            return constant;
          }
        }
        throw new IllegalArgumentException(text);
      }
      if (type.isRecord() && type.getRecordComponents().length == 1) {
        RecordComponent only = type.getRecordComponents()[0];
        Constructor<?> constructor = type.getDeclaredConstructor(only.getType());
        constructor.setAccessible(true);
        return constructor.newInstance(parse(only.getType(), text, field));
      }
    } catch (IllegalArgumentException e) {
      throw new BadJsonException(field, "\"" + text + "\" is not a " + type.getSimpleName());
    } catch (InvocationTargetException e) {
      throw new BadJsonException(field, "\"" + text + "\" is not a valid "
          + type.getSimpleName() + ": " + e.getCause().getMessage());
    } catch (ReflectiveOperationException e) {
      throw new IllegalStateException("cannot build a " + type.getName(), e);
    }
    throw new BadJsonException(field, "ids of type " + type.getSimpleName()
        + " are not supported by the console");
  }

  /** Two distinct sample ids of {@code type}, to see which node a counter update names. */
  static Object sample(Class<?> type, int which) {
    if (type == UUID.class) {
      return new UUID(0, which);
    }
    if (type.isEnum()) {
      Object[] constants = type.getEnumConstants();
      return constants[Math.min(which, constants.length - 1)];
    }
    return parse(type, type == String.class ? "id" + which : Integer.toString(which), "id");
  }
}
