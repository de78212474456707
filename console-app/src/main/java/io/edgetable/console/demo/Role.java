package io.edgetable.console.demo;

/** What a subscriber may do in a channel (an enum component, for typed edits). */
public enum Role {
  MEMBER,
  MODERATOR
}
