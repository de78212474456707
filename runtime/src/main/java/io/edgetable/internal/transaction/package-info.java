/**
 * Internal, not API. Planning the writes of one operation or transaction: guards, counter moves,
 * merged actions.
 */
package io.edgetable.internal.transaction;
