package io.edgetable.hosting;

/** What a developer does on a repository. */
public enum Role {
  MAINTAINER,
  COMMITTER,
  REVIEWER
}
