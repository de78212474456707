package io.edgetable.internal.codec;

import io.edgetable.exception.InvalidKeyException;

/**
 * The check of a node's id against the tightest key that will ever hold it: the node's own keys
 * are checked as they are built, but an edge or a counter item of the node adds to the id, so an
 * id that fits the node may fit none of its edges. Generated marshallers call it when writing a
 * node whose edges leave its id less room than its own keys do.
 */
public final class IdLength {
  private static final int SHOWN_HEAD = 24;
  private static final int SHOWN_TAIL = 8;

  private IdLength() {}

  /**
   * {@code segment} (the escaped id of {@code component}) if it takes at most {@code maxBytes} of
   * UTF-8, else {@link InvalidKeyException} naming the limit and {@code limitedBy}, the key that
   * sets it.
   */
  public static String check(String component, String segment, int maxBytes, String limitedBy) {
    if (segment.length() * 3 <= maxBytes) {
      return segment; // a UTF-16 char never takes more than 3 UTF-8 bytes
    }
    int bytes = KeyCodec.utf8Length(segment);
    if (bytes <= maxBytes) {
      return segment;
    }
    throw new InvalidKeyException(
        component
            + " "
            + shown(segment)
            + " is "
            + bytes
            + " bytes of UTF-8 as stored ('#' and '%' escaped to 3 bytes each), over the "
            + maxBytes
            + " an id may take here, the room left in "
            + limitedBy
            + "; use a shorter id (nothing was sent)");
  }

  /** The id's first and last characters and its length, not the whole of it. */
  private static String shown(String segment) {
    int length = segment.length();
    if (length <= SHOWN_HEAD + SHOWN_TAIL + 3) {
      return "'" + segment + "'";
    }
    return "'"
        + KeyCodec.ends(segment, SHOWN_HEAD, SHOWN_TAIL)
        + "' ("
        + segment.length()
        + " chars)";
  }
}
