package io.edgetable.it.names.Acme.types;

/** An enum in a package with an upper-case segment: its name cannot be guessed from letter case. */
public enum Level {
  BRONZE,
  SILVER,
  GOLD
}
