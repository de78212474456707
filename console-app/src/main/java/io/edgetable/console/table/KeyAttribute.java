package io.edgetable.console.table;

/** One element of a key schema: the attribute, {@code HASH} or {@code RANGE}, and its type. */
public record KeyAttribute(String attribute, String keyType, String type) {}
