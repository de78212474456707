package school;

import io.edgetable.internal.codec.Arguments;
import java.util.List;
import java.util.Optional;
import javax.annotation.processing.Generated;

/**
 * A {@link Student} and the edges stored in its partition, read by one paged Query of
 * {@code StudentDao.collection(id)}.
 *
 * @param node the node item, empty if absent (its edges may still exist)
 * @param enrollments the {@link Enrollment} edges from the node, in sort-key order
 */
@Generated("io.edgetable.processor.EdgeTableProcessor")
public record StudentCollection(Optional<Student> node, List<Enrollment> enrollments) {
  /** Copies the lists: a collection is immutable. */
  public StudentCollection {
    Arguments.notNull(node, "node must not be null");
    enrollments = List.copyOf(enrollments);
  }
}
