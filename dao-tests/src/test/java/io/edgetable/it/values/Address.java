package io.edgetable.it.values;

import java.util.List;
import java.util.Map;

/** A nested record that refers to itself and holds collections. */
public record Address(
    String street, int number, Address previous, List<String> lines, Map<String, Mood> moods) {}
