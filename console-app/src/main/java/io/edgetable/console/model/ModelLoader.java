package io.edgetable.console.model;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Enumeration;
import java.util.List;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.stream.Stream;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * Loads the model from jars or class folders holding generated code ({@code --model PATH...}):
 * every class named {@code *Keys} with a static {@code SCHEMA} of type {@code EdgeSchema} is a
 * kind. The classes load in a class loader whose parent is the console's, so they share its
 * EdgeTable runtime.
 */
public final class ModelLoader {
  private ModelLoader() {}

  /** The model of the generated classes in {@code paths}. */
  public static Model load(List<Path> paths, DynamoDbClient client) {
    List<String> names = new ArrayList<>();
    URL[] urls = new URL[paths.size()];
    for (int i = 0; i < paths.size(); i++) {
      Path path = paths.get(i);
      if (!Files.exists(path)) {
        throw new IllegalArgumentException("--model " + path + ": no such file or folder");
      }
      try {
        urls[i] = path.toUri().toURL();
      } catch (MalformedURLException e) {
        throw new IllegalArgumentException("--model " + path + ": not a path", e);
      }
      names.addAll(Files.isDirectory(path) ? classesIn(path) : classesInJar(path));
    }
    URLClassLoader loader = new URLClassLoader(urls, ModelLoader.class.getClassLoader());
    List<Class<?>> keys = new ArrayList<>();
    for (String name : names) {
      try {
        Class<?> type = Class.forName(name, false, loader);
        if (KindReader.isKeysClass(type)) {
          keys.add(type);
        }
      } catch (ClassNotFoundException | LinkageError e) {
        // Not loadable on its own (a missing dependency): not a kind of ours.
      }
    }
    if (keys.isEmpty()) {
      throw new IllegalArgumentException("--model " + paths + ": no generated *Keys class with a"
          + " SCHEMA; pass the jar or classes folder that the EdgeTable processor compiled");
    }
    return of(keys, client);
  }

  /** The model of these generated keys classes. */
  public static Model of(List<Class<?>> keysClasses, DynamoDbClient client) {
    List<Kind> kinds = new ArrayList<>();
    for (Class<?> keys : keysClasses) {
      try {
        kinds.add(KindReader.read(keys, client));
      } catch (ReflectiveOperationException e) {
        throw new IllegalArgumentException(keys.getName() + ": its record or DAO is missing ("
            + e.getMessage() + "); pass every class the processor generated", e);
      }
    }
    return new Model(EndResolver.resolve(kinds, client));
  }

  private static List<String> classesIn(Path folder) {
    try (Stream<Path> files = Files.walk(folder)) {
      return files.map(f -> folder.relativize(f).toString().replace('\\', '/'))
          .filter(ModelLoader::isKeysFile)
          .map(ModelLoader::className)
          .toList();
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read " + folder, e);
    }
  }

  private static List<String> classesInJar(Path jar) {
    List<String> names = new ArrayList<>();
    try (JarFile file = new JarFile(jar.toFile())) {
      Enumeration<JarEntry> entries = file.entries();
      while (entries.hasMoreElements()) {
        String entry = entries.nextElement().getName();
        if (isKeysFile(entry)) {
          names.add(className(entry));
        }
      }
    } catch (IOException e) {
      throw new IllegalArgumentException("--model " + jar + ": not a jar (" + e.getMessage() + ")");
    }
    return names;
  }

  private static boolean isKeysFile(String path) {
    return path.endsWith("Keys.class") && !path.contains("$");
  }

  private static String className(String path) {
    return path.substring(0, path.length() - ".class".length()).replace('/', '.');
  }
}
