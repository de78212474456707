package io.edgetable.it.values;

public enum Mood {
  HAPPY,
  GRUMPY
}
