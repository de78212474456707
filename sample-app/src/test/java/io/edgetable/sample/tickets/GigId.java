package io.edgetable.sample.tickets;

/** A gig's typed id: a one-component record wrapping the key text. */
public record GigId(String value) {}
