package io.edgetable.hosting;

/** A repository's owner and name, {@code ada/engine}. */
public record RepoId(String value) {}
