package io.edgetable;

/** The two ends of an edge: what a {@code KEYS_ONLY} inverse query returns. */
public record EdgeKey<S, T>(S source, T target) {}
