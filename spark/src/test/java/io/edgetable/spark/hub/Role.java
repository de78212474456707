package io.edgetable.spark.hub;

/** What a contributor does in a repo, stored by name. */
public enum Role {
  OWNER,
  MAINTAINER,
  MEMBER
}
