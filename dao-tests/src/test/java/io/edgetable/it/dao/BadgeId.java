package io.edgetable.it.dao;

/** A typed id: a one-component record wrapping the key text. */
public record BadgeId(String value) {}
