package io.edgetable.processor.diagnostics;

import static io.edgetable.processor.diagnostics.Messages.attributeValue;
import static io.edgetable.processor.diagnostics.Messages.sanitize;

import io.edgetable.processor.diagnostics.Messages.Code;

/**
 * The messages about the parts of keys: prefixes, labels and constant sort keys. Their codes are
 * listed in {@link Messages.Code}.
 */
public final class KeyMessages {

  private KeyMessages() {}

  /** Prefixes, labels and constant sort keys. */
  public static final String NAME_PATTERN = "[A-Za-z0-9_.-]+";

  /** {@code attribute} is {@code prefix}, {@code sourcePrefix} or {@code targetPrefix}. */
  public static String badPrefix(String type, String attribute, String value) {
    return notAName(
        Code.EdgeBadPrefix,
        type,
        attribute,
        value,
        " (the '#' separator and other characters are not allowed)",
        "PREFIX");
  }

  public static String badSortKey(String type, String value) {
    return notAName(
        Code.EdgeBadSortKey, type, "sortKey", value, " (a constant sort key has no '#')", "META");
  }

  public static String badLabel(String type, String value) {
    return notAName(Code.EdgeBadLabel, type, "label", value, "", "LABEL");
  }

  /** A key part that must match {@link #NAME_PATTERN}, with a sanitized example to use instead. */
  private static String notAName(
      Code code, String type, String attribute, String value, String why, String fallback) {
    return attributeValue(code, type, attribute, value)
        + " must match "
        + NAME_PATTERN
        + why
        + "; use for example \""
        + sanitize(value, fallback)
        + "\"";
  }
}
