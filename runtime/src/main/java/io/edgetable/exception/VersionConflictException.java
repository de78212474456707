package io.edgetable.exception;

import io.edgetable.EdgeKey;
import io.edgetable.Version;

import java.util.OptionalLong;

/**
 * A write of a {@link Version}ed record found another version stored than the one the record holds:
 * someone else wrote the item since it was read (or it was never stored, or deleted). Nothing was
 * written. Read the item again, apply the change to what is stored now, and write again; {@link
 * #storedVersion()} says what was found, read from the refused request itself (no second request).
 */
public class VersionConflictException extends EdgeTableException {
  private static final long serialVersionUID = 1L;

  private final transient Object key;
  /** The key of the record whose version did not match. */
  private final long expectedVersion;
  /** The version the write expected. */
  private final Long storedVersion;

  /** A versioned write whose expected version was not the stored one. */
  public VersionConflictException(
      String message, Object key, long expectedVersion, OptionalLong storedVersion) {
    super(message);
    this.key = key;
    this.expectedVersion = expectedVersion;
    this.storedVersion = storedVersion.isPresent() ? storedVersion.getAsLong() : null;
  }

  /** The record's key as its DAO takes it: the id of a node, the {@link EdgeKey} of an edge. */
  public Object key() {
    return key;
  }

  /** The version the write expected to find: the record's ({@code 0}: none stored yet). */
  public long expectedVersion() {
    return expectedVersion;
  }

  /** The version stored when the write was refused; empty if no item (or no version) was. */
  public OptionalLong storedVersion() {
    return storedVersion == null ? OptionalLong.empty() : OptionalLong.of(storedVersion);
  }
}
