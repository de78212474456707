/**
 * Internal, not API. Keys and attribute values: escaping ids, encoding and decoding components,
 * item size.
 */
package io.edgetable.internal.codec;
