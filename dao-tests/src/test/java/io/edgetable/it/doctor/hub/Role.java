package io.edgetable.it.doctor.hub;

/** What a contributor does in a repo, stored by name. */
public enum Role {
  OWNER,
  MAINTAINER,
  MEMBER
}
