/**
 * The names of the runtime that the processor refers to, in one place: {@link
 * io.edgetable.processor.names.RuntimeNames}. A leaf: it imports no other package of the processor,
 * so both the model (which needs the annotations' package) and the writers may use it.
 */
package io.edgetable.processor.names;
