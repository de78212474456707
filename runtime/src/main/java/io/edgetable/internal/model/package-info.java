/**
 * Internal, not API. Record kinds: how a node or an edge is keyed, counted, versioned and expires.
 */
package io.edgetable.internal.model;
