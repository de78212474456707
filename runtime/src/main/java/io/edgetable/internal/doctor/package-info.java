/**
 * Internal, not API. The integrity doctor's finding logic, one function over one node's items
 * ({@link io.edgetable.internal.doctor.DoctorModel#check}) that a check on one machine and a
 * check on many (Spark) both run, and its repairs.
 */
package io.edgetable.internal.doctor;
