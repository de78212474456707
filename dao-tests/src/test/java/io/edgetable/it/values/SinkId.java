package io.edgetable.it.values;

/** A typed id. */
public record SinkId(String value) {}
