/**
 * Every exception EdgeTable throws on purpose, each a subclass of {@link
 * io.edgetable.exception.EdgeTableException}, and each saying what to do about it.
 */
package io.edgetable.exception;
