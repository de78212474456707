/**
 * Internal, not API. Expression placeholders and update clauses, and the bridge that renders the
 * API's conditions.
 */
package io.edgetable.internal.expression;
