package io.edgetable.console.web;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;

/** A free port on an address, for {@code --port 0}. */
final class FreePort {
  private FreePort() {}

  static int of(String bind) {
    try (ServerSocket socket = new ServerSocket()) {
      socket.bind(new InetSocketAddress(InetAddress.getByName(bind), 0));
      return socket.getLocalPort();
    } catch (IOException e) {
      throw new UncheckedIOException("no free port on " + bind + ": " + e.getMessage(), e);
    }
  }
}
