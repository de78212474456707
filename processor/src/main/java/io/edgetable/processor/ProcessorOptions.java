package io.edgetable.processor;

import io.edgetable.processor.diagnostics.RecordMessages;
import java.util.Map;
import java.util.Optional;

/**
 * The {@code -A} options the processor reads: {@code edgetable.async} (whether each record also
 * gets {@code FooAsyncDao}, default {@code true}) and {@code edgetable.timing} (a note with the
 * processor's own time, by phase).
 *
 * @param async whether to write the async DAOs
 * @param timing whether to report the processor's own time
 * @param error the message of an option value the processor does not know, if any
 */
record ProcessorOptions(boolean async, boolean timing, Optional<String> error) {
  /** {@code -Aedgetable.async=false} leaves the async DAOs out. */
  static final String ASYNC = "edgetable.async";

  /** {@code -Aedgetable.timing=true} reports the processor's own time as a NOTE. */
  static final String TIMING = "edgetable.timing";

  /** Reads the options javac was given; a value other than true or false is an error. */
  static ProcessorOptions read(Map<String, String> options) {
    String async = options.get(ASYNC);
    boolean known = async == null || async.equals("true") || async.equals("false");
    return new ProcessorOptions(
        !"false".equals(async),
        "true".equals(options.get(TIMING)),
        known ? Optional.empty() : Optional.of(RecordMessages.badOption(ASYNC, async)));
  }
}
