package io.edgetable.property;

import java.util.concurrent.Callable;
import java.util.function.Function;

/**
 * An action resolved against the reference (versions read, records built): what it sends, and
 * what the reference predicts it returns, applying its effect.
 *
 * @param call the DAO call
 * @param expect the prediction: the outcome, with the reference changed as the write should
 */
record Step(Callable<?> call, Function<Reference, Outcome> expect) {}
