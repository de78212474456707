/**
 * What a user of EdgeTable writes: the records of the benchmarked item, compiled by the
 * processor, and the hand-written marshaller that is the lower bound of the comparison.
 */
package io.edgetable.bench;
