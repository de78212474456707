package io.edgetable.it.doctor.hub;

/** A developer's id, typed. */
public record DevId(String value) {}
