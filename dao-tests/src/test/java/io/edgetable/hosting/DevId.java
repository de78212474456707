package io.edgetable.hosting;

/** A developer's handle, typed so that it cannot be passed where a repository is meant. */
public record DevId(String value) {}
