package io.edgetable.console;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.logging.Level;
import org.junit.jupiter.api.Assumptions;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.StaleElementReferenceException;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.logging.LogEntry;
import org.openqa.selenium.logging.LogType;
import org.openqa.selenium.logging.LoggingPreferences;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * Headless Chromium (Debian's chromium and chromium-driver) driven by Selenium, signed in to a
 * console: what the browser tests share. The browser's console messages are kept, so a test can
 * say the page logged no error.
 */
final class Chromium {
  final WebDriver driver;
  final WebDriverWait wait;
  /** Where the browser saves downloads. */
  final Path downloads;
  private TestConsole console;

  private Chromium(WebDriver driver, Path downloads) {
    this.driver = driver;
    this.downloads = downloads;
    this.wait = new WebDriverWait(driver, Duration.ofSeconds(15));
    wait.ignoring(StaleElementReferenceException.class);
  }

  /** A browser window of {@code width} x {@code height}, or the test is skipped without one. */
  static Chromium start(int width, int height) {
    Optional<Path> chromium = onPath("chromium");
    Optional<Path> chromedriver = onPath("chromedriver");
    Assumptions.assumeTrue(chromium.isPresent() && chromedriver.isPresent(),
        "browser tests skipped: install Chromium and its driver (apt-get install -y chromium"
            + " chromium-driver)");
    ChromeOptions options = new ChromeOptions();
    options.setBinary(chromium.get().toFile());
    options.addArguments("--headless=new", "--no-sandbox", "--disable-dev-shm-usage",
        "--window-size=" + width + "," + height, "--disable-gpu");
    LoggingPreferences logs = new LoggingPreferences();
    logs.enable(LogType.BROWSER, Level.ALL);
    options.setCapability("goog:loggingPrefs", logs);
    Path downloads;
    try {
      downloads = Files.createTempDirectory("console-downloads");
    } catch (java.io.IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
    options.setExperimentalOption("prefs", Map.of("download.default_directory",
        downloads.toString(), "download.prompt_for_download", false));
    ChromeDriverService service = new ChromeDriverService.Builder()
        .usingDriverExecutable(chromedriver.get().toFile())
        .usingAnyFreePort()
        .build();
    return new Chromium(new ChromeDriver(service, options), downloads);
  }

  private static Optional<Path> onPath(String command) {
    for (String folder : System.getenv().getOrDefault("PATH", "").split(File.pathSeparator)) {
      Path candidate = Path.of(folder, command);
      if (!folder.isEmpty() && Files.isExecutable(candidate)) {
        return Optional.of(candidate);
      }
    }
    return Optional.empty();
  }

  /** Opens the console's URL with its token (which sets the cookie) and waits for the page. */
  Chromium signIn(TestConsole console) {
    this.console = console;
    driver.get(console.server.url().toString());
    wait.until(ExpectedConditions.presenceOfElementLocated(By.cssSelector("#nav a")));
    return this;
  }

  /** Loads the page afresh at {@code hash}, so nothing of the previous view is found. */
  void open(String hash) {
    driver.get("about:blank");
    driver.get(console.base() + "/" + hash);
  }

  String partition(String pk) {
    return "#/t/" + console.table + "/p/" + pk.replace("%", "%25").replace("#", "%23");
  }

  Object js(String script, Object... args) {
    return ((JavascriptExecutor) driver).executeScript(script, args);
  }

  /** The messages the page logged at the level of errors since the last call. */
  List<String> errors() {
    return driver.manage().logs().get(LogType.BROWSER).getAll().stream()
        .filter(e -> e.getLevel().intValue() >= Level.SEVERE.intValue())
        .map(LogEntry::getMessage)
        .toList();
  }

  /** Every resource the page requested since it loaded, by URL. */
  @SuppressWarnings("unchecked")
  List<Map<String, Object>> resources() {
    return (List<Map<String, Object>>) js("return performance.getEntriesByType('resource')"
        + ".map(e => ({name: e.name, type: e.initiatorType}))");
  }

  /**
   * Saves what the window shows as {@code docs/NAME} when the build asks for the documentation's
   * screenshots ({@code -Pscreenshots} sets {@code console.screenshot} to docs/console.png),
   * else does nothing: a test run leaves the working tree as it found it.
   */
  void screenshot(String name) {
    String docs = System.getProperty("console.screenshot");
    if (docs == null || docs.isBlank()) {
      return;
    }
    Path file = Path.of(docs).resolveSibling(name);
    try {
      Files.createDirectories(file.getParent());
      Files.write(file, ((org.openqa.selenium.TakesScreenshot) driver)
          .getScreenshotAs(org.openqa.selenium.OutputType.BYTES));
    } catch (java.io.IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
  }

  void quit() {
    driver.quit();
    try (var files = Files.list(downloads)) {
      for (Path file : files.toList()) {
        Files.deleteIfExists(file);
      }
      Files.deleteIfExists(downloads);
    } catch (java.io.IOException e) {
      // a temporary folder left behind is harmless
    }
  }
}
