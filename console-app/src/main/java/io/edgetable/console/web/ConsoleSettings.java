package io.edgetable.console.web;

import java.util.Optional;

/**
 * How the console was started: the address and port it binds to (0: any free port), whether it
 * writes, the table it opens on, the endpoint it shows, and the token when one was fixed
 * ({@code --token}; a new random one otherwise).
 */
public record ConsoleSettings(
    String bind, int port, boolean readOnly, String table, String endpoint,
    Optional<String> token) {

  /** Settings with a new random token. */
  public ConsoleSettings(String bind, int port, boolean readOnly, String table, String endpoint) {
    this(bind, port, readOnly, table, endpoint, Optional.empty());
  }
}
