package io.edgetable.sample;

import java.io.PrintStream;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;

/** Prints the walk-through: numbered steps, indented explanations, tables, requests and costs. */
final class Narrator {
  private static final String INDENT = "   ";

  private final PrintStream out;
  private final RequestCounter requests;
  private int step;

  Narrator(PrintStream out, RequestCounter requests) {
    this.out = out;
    this.requests = requests;
  }

  /** Starts the next numbered step. */
  void step(String title) {
    step++;
    String heading = step + ". " + title;
    out.println();
    out.println(heading);
    out.println("=".repeat(heading.length()));
  }

  /** Unindented text, for the header and the closing words. */
  void line(String text) {
    out.println(text);
  }

  /** Indented lines of explanation. */
  void say(String... lines) {
    for (String line : lines) {
      out.println(line.isEmpty() ? "" : INDENT + line);
    }
  }

  void blank() {
    out.println();
  }

  void table(TextTable table) {
    table.print(out, INDENT);
  }

  /** Shows a request as the DAO would send it. */
  void request(String caption, QueryRequest request) {
    say(caption);
    for (String line : Show.request(request)) {
      out.println(INDENT + "  " + line);
    }
  }

  /** A mark to measure the cost of what follows with {@link #cost}. */
  Map<String, Long> mark() {
    return requests.snapshot();
  }

  /** Prints the API calls made since {@code mark}. */
  void cost(Map<String, Long> mark) {
    say("requests sent: " + requests.since(mark));
  }
}
