/** The sample: students and courses, and a follow graph, on one table. */
package io.edgetable.sample;
