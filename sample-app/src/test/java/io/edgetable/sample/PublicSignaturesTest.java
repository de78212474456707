package io.edgetable.sample;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.edgetable.Dao;
import java.io.IOException;
import java.lang.reflect.Constructor;
import java.lang.reflect.Executable;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.Type;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Enumeration;
import java.util.List;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Public API is what users may rely on forever, so no type a user can see names an
 * {@code io.edgetable.internal} type in a public or protected signature: neither the runtime's
 * API packages nor the classes the processor generates. Reads the compiled classes.
 */
class PublicSignaturesTest {
  private static final String INTERNAL = "io.edgetable.internal";

  @Test
  void noApiSignatureNamesAnInternalType() throws Exception {
    List<String> classes = classNames(locationOf(Dao.class));
    classes.removeIf(name -> name.startsWith(INTERNAL + "."));
    assertTrue(classes.size() > 50, "found the runtime's API classes: " + classes.size());
    assertEquals(List.of(), leaks(classes));
  }

  @Test
  void noGeneratedSignatureNamesAnInternalType() throws Exception {
    List<String> classes = classNames(locationOf(StudentDao.class));
    classes.removeIf(name -> !name.startsWith("io.edgetable.sample."));
    assertTrue(classes.contains(FollowAsyncDao.class.getName()), "found the generated classes");
    assertEquals(List.of(), leaks(classes));
  }

  @Test
  void theCheckFindsALeak() {
    // A class of the runtime's internals names itself in its public signatures: seen as a leak.
    assertEquals(
        1, leaks(List.of("io.edgetable.internal.model.RecordTypes")).stream()
            .filter(leak -> leak.contains("RecordTypes.of"))
            .count());
  }

  private static List<String> leaks(List<String> classNames) {
    List<String> leaks = new ArrayList<>();
    for (String name : classNames) {
      Class<?> type = load(name);
      if (!visible(type)) {
        continue;
      }
      check(type.getName() + " extends", type.getGenericSuperclass(), leaks);
      for (Type implemented : type.getGenericInterfaces()) {
        check(type.getName() + " implements", implemented, leaks);
      }
      for (Field field : type.getDeclaredFields()) {
        if (visible(field.getModifiers())) {
          check(type.getName() + "." + field.getName(), field.getGenericType(), leaks);
        }
      }
      for (Method method : type.getDeclaredMethods()) {
        if (visible(method.getModifiers()) && !method.isSynthetic()) {
          checkExecutable(type.getName() + "." + method.getName(), method, leaks);
          check(type.getName() + "." + method.getName(), method.getGenericReturnType(), leaks);
        }
      }
      for (Constructor<?> constructor : type.getDeclaredConstructors()) {
        if (visible(constructor.getModifiers()) && !constructor.isSynthetic()) {
          checkExecutable(type.getName() + ".<init>", constructor, leaks);
        }
      }
    }
    return leaks;
  }

  private static void checkExecutable(String where, Executable executable, List<String> leaks) {
    for (Type parameter : executable.getGenericParameterTypes()) {
      check(where, parameter, leaks);
    }
    for (Type thrown : executable.getGenericExceptionTypes()) {
      check(where, thrown, leaks);
    }
  }

  private static void check(String where, Type type, List<String> leaks) {
    if (type != null && type.getTypeName().contains(INTERNAL + ".")) {
      leaks.add(where + ": " + type.getTypeName());
    }
  }

  /** A public or protected type that every enclosing type also lets a user see. */
  private static boolean visible(Class<?> type) {
    for (Class<?> t = type; t != null; t = t.getEnclosingClass()) {
      if (!visible(t.getModifiers()) || t.isAnonymousClass() || t.isLocalClass()) {
        return false;
      }
    }
    return true;
  }

  private static boolean visible(int modifiers) {
    return Modifier.isPublic(modifiers) || Modifier.isProtected(modifiers);
  }

  private static Class<?> load(String name) {
    try {
      return Class.forName(name, false, PublicSignaturesTest.class.getClassLoader());
    } catch (ClassNotFoundException e) {
      throw new AssertionError(e);
    }
  }

  private static Path locationOf(Class<?> type) throws URISyntaxException {
    return Path.of(type.getProtectionDomain().getCodeSource().getLocation().toURI());
  }

  private static List<String> classNames(Path location) throws IOException {
    List<String> names = new ArrayList<>();
    if (Files.isDirectory(location)) {
      try (Stream<Path> files = Files.walk(location)) {
        files.map(location::relativize).map(Path::toString).forEach(file -> add(file, names));
      }
    } else {
      try (JarFile jar = new JarFile(location.toFile())) {
        for (Enumeration<JarEntry> entries = jar.entries(); entries.hasMoreElements(); ) {
          add(entries.nextElement().getName(), names);
        }
      }
    }
    return names;
  }

  private static void add(String file, List<String> names) {
    if (file.endsWith(".class") && !file.endsWith("package-info.class")
        && !file.endsWith("module-info.class")) {
      names.add(file.substring(0, file.length() - ".class".length()).replace('/', '.')
          .replace(java.io.File.separatorChar, '.'));
    }
  }
}
