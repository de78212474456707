package io.edgetable.expression;

/**
 * The {@code remove} action of a field whose type can be null (not a primitive): the attribute is
 * deleted, and the component reads back as null (an absent set as an empty one).
 */
public sealed interface Removable<R>
    permits StringField,
        ValueField,
        EnumField,
        OrderedField,
        NumberField,
        ListField,
        SetField {

  /** The attribute name. */
  String name();

  /** {@code REMOVE #name}. */
  default Update<R> remove() {
    return Updates.remove(name());
  }
}
