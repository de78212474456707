package io.edgetable.it.names.ids;

/** A typed id declared in another package than the records that use it. */
public record AccountId(String value) {}
