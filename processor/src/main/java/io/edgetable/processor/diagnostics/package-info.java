/**
 * How the processor speaks to the user: {@link io.edgetable.processor.diagnostics.Messages}, the
 * catalogue of every message with one code per rule, and {@link
 * io.edgetable.processor.diagnostics.Diagnostics}, which puts each on the exact element and
 * annotation value. A leaf: {@code read} and {@code check} both report through it.
 */
package io.edgetable.processor.diagnostics;
