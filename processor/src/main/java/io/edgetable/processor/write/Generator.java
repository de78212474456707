package io.edgetable.processor.write;

import io.edgetable.processor.model.CollectionModel;
import io.edgetable.processor.model.EdgeModel;
import io.edgetable.processor.model.NodeModel;
import io.edgetable.processor.model.ProcessorModel;
import java.io.IOException;

/**
 * Writes one kind of output per record (e.g. {@code FooKeys}). The processor calls the methods once
 * per node, edge and collection of a clean round; {@code model} is the whole round for generators
 * that need other records. An exception is reported on that record only.
 */
public interface Generator {

  default void node(NodeModel node, ProcessorModel model, SourceWriter out) throws IOException {}

  default void edge(EdgeModel edge, ProcessorModel model, SourceWriter out) throws IOException {}

  default void collection(CollectionModel collection, ProcessorModel model, SourceWriter out)
      throws IOException {}
}
