/**
 * Internal, not API. Sending requests on a sync or async client, retry policy and rounds, reading
 * conditional outcomes.
 */
package io.edgetable.internal.transport;
