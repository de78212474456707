/**
 * Not API: what generated code calls. Its subpackages are layers, each importing only those
 * listed before it: {@code codec} (keys, attribute values), {@code expression} (placeholders),
 * {@code transport} (sending, retrying), {@code model} (record kinds), {@code query},
 * {@code transaction} (planning one operation's writes), {@code operation} (the DAO's
 * operations). Applications must not use it; it changes without notice.
 */
package io.edgetable.internal;
