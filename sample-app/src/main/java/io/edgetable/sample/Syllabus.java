package io.edgetable.sample;

import io.edgetable.Id;
import io.edgetable.Node;
import io.edgetable.Version;

/**
 * A course's syllabus, edited by several teachers: {@code @Version} makes every save conditional
 * on the version the editor read, so a stale edit is refused instead of overwriting another's.
 * Item {@code PK = SK = SYL#<courseId>}.
 */
@Node(prefix = "SYL")
public record Syllabus(@Id String courseId, String outline, @Version long version) {}
