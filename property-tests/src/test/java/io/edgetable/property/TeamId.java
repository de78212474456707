package io.edgetable.property;

/** A team's id, typed. */
public record TeamId(String value) {}
