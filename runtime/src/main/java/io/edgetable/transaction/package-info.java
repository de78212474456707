/**
 * Transactions across DAOs: {@link io.edgetable.transaction.Transaction} and {@link
 * io.edgetable.transaction.AsyncTransaction} gather the actions of several DAOs, merge the ones
 * on one item, and send them as one TransactWriteItems.
 */
package io.edgetable.transaction;
