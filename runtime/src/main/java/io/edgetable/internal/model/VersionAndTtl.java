package io.edgetable.internal.model;

import java.util.Objects;
import java.util.Optional;
import java.util.function.Function;

/**
 * A record's {@code @Version} and {@code @Ttl} attributes as a type builder was given them, which
 * the node and edge types it builds both answer from.
 */
final class VersionAndTtl<R> {
  private String versionAttribute;
  private Function<R, Long> versionOf;
  private String ttlAttribute;

  void version(String attribute, Function<R, Long> versionOf) {
    this.versionAttribute = Objects.requireNonNull(attribute, "attribute");
    this.versionOf = Objects.requireNonNull(versionOf, "versionOf");
  }

  void ttl(String attribute) {
    this.ttlAttribute = Objects.requireNonNull(attribute, "attribute");
  }

  Optional<String> versionAttribute() {
    return Optional.ofNullable(versionAttribute);
  }

  /** The version {@code record} holds, a null {@code Long} being 0; only with a version. */
  long versionOf(String kind, R record) {
    if (versionOf == null) {
      throw new UnsupportedOperationException(kind + " has no @Version component");
    }
    Long version = versionOf.apply(record);
    return version == null ? 0L : version;
  }

  Optional<String> ttlAttribute() {
    return Optional.ofNullable(ttlAttribute);
  }
}
