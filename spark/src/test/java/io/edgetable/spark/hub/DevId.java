package io.edgetable.spark.hub;

/** A developer's id, typed. */
public record DevId(String value) {}
