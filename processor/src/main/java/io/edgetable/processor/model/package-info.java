/**
 * The immutable description of a round's records that generators read: no {@code Element}s, no
 * JavaPoet. Key templates describe every key attribute; names follow SPEC's item layout.
 */
package io.edgetable.processor.model;
