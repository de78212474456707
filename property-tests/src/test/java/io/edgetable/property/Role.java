package io.edgetable.property;

/** A member's role: the sort key of the membership index, by name. */
public enum Role {
  ADMIN,
  MEMBER,
  GUEST
}
