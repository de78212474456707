package io.edgetable.test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/** The launcher: moto on a loopback port, one line when it is missing, nothing left running. */
class MotoServerTest {

  @Test
  void servesDynamoDbOnLoopbackAndStopsWithEveryProcessItStarted() throws Exception {
    MotoServer server = MotoServer.start();
    URI endpoint = server.endpoint();
    List<ProcessHandle> tree;
    try (DynamoDbClient client = client(endpoint)) {
      assertEquals("127.0.0.1", endpoint.getHost());
      assertTrue(client.listTables().tableNames().isEmpty(), "a new server has no tables");
      tree = server.processTree();
      assertTrue(
          tree.get(0).info().commandLine().orElse("").contains("run_simple"),
          tree.get(0).info().commandLine()::toString);
    } finally {
      server.close();
    }
    for (ProcessHandle process : tree) {
      process.onExit().get(10, TimeUnit.SECONDS);
      assertFalse(process.isAlive(), process.info().toString());
    }
    assertFalse(accepts(endpoint), "nothing listens on " + endpoint + " any more");
  }

  @Test
  void anInterpreterWithoutMotoIsOneLineSayingHowToInstallIt() {
    // -S leaves out site-packages, where moto is installed: this python3 has no moto.
    MotoNotInstalledException e =
        assertThrows(
            MotoNotInstalledException.class,
            () -> MotoServer.start(List.of(List.of("python3", "-S"))));
    assertOneInstallLine(e);
    assertTrue(
        e.getMessage().startsWith("moto not found (python3 -S: moto is not installed for "),
        e.getMessage());
  }

  @Test
  void noInterpreterAtAllIsTheSameLine() {
    MotoNotInstalledException e =
        assertThrows(
            MotoNotInstalledException.class,
            () ->
                MotoServer.start(
                    List.of(List.of("no-such-python-for-edgetable"), List.of("python3", "-S"))));
    assertOneInstallLine(e);
    assertTrue(
        e.getMessage()
            .startsWith("moto not found (no-such-python-for-edgetable: not found; python3 -S: "),
        e.getMessage());
  }

  @Test
  void theNextInterpreterIsTriedWhenOneLacksMoto() throws Exception {
    try (MotoServer server =
            MotoServer.start(List.of(List.of("python3", "-S"), List.of("python3")));
        DynamoDbClient client = client(server.endpoint())) {
      assertTrue(client.listTables().tableNames().isEmpty());
    }
  }

  private static void assertOneInstallLine(MotoNotInstalledException e) {
    assertFalse(e.getMessage().contains("\n"), e.getMessage());
    assertTrue(
        e.getMessage()
            .endsWith(
                "install it with pip install \"moto[server]\" (or pipx install \"moto[server]\")"),
        e.getMessage());
    assertEquals(
        0, e.getStackTrace().length, "no stack trace: the fix is an install, not the code");
  }

  @Test
  void theInterpreterComesFromTheVariableOrPython3ThenMotoServersOwn(@TempDir Path bin)
      throws IOException {
    assertEquals(
        List.of(List.of("/opt/py/bin/python3")),
        MotoServer.PythonInterpreters.candidates(
            Map.of("EDGETABLE_MOTO_PYTHON", "/opt/py/bin/python3")));

    Path pipx = Files.createDirectory(bin.resolve("pipx"));
    Files.writeString(
        pipx.resolve("moto_server"), "#!/home/u/.local/pipx/venvs/moto/bin/python\nimport moto\n");
    assertEquals(
        List.of(List.of("python3"), List.of("/home/u/.local/pipx/venvs/moto/bin/python")),
        MotoServer.PythonInterpreters.candidates(Map.of("PATH", "/nowhere:" + pipx)));

    Path shim = Files.createDirectory(bin.resolve("shim"));
    Files.writeString(
        shim.resolve("moto_server"), "#!/usr/bin/env bash\nexec python -m moto.server \"$@\"\n");
    assertEquals(
        Optional.empty(), MotoServer.PythonInterpreters.motoServerInterpreter(shim.toString()));
    assertEquals(
        List.of(List.of("python3")),
        MotoServer.PythonInterpreters.candidates(Map.of("PATH", shim.toString())));

    Path env = Files.createDirectory(bin.resolve("env"));
    Files.writeString(env.resolve("moto_server"), "#!/usr/bin/env python3.12\n");
    assertEquals(
        Optional.of(List.of("/usr/bin/env", "python3.12")),
        MotoServer.PythonInterpreters.motoServerInterpreter(env.toString()));
  }

  static DynamoDbClient client(URI endpoint) {
    return DynamoDbClient.builder()
        .endpointOverride(endpoint)
        .region(Region.US_EAST_1)
        .credentialsProvider(
            StaticCredentialsProvider.create(AwsBasicCredentials.create("test", "test")))
        .build();
  }

  private static boolean accepts(URI endpoint) {
    try (Socket socket = new Socket()) {
      socket.connect(new InetSocketAddress(endpoint.getHost(), endpoint.getPort()), 500);
      return true;
    } catch (IOException refused) {
      return false;
    }
  }
}
