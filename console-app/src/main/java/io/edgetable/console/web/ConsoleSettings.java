package io.edgetable.console.web;

/**
 * How the console was started: the address and port it binds to (0: any free port), whether it
 * writes, the table it opens on, and the endpoint it shows.
 */
public record ConsoleSettings(
    String bind, int port, boolean readOnly, String table, String endpoint) {}
