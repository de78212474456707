/**
 * A ticketing model (gigs, fans, tickets; a sharded counter on the hot gig) that the tests use
 * the way a new user would: generated DAOs against a local server.
 */
package io.edgetable.sample.tickets;
