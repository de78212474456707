// The README's project built: its tests ran (Maven 3.8's default surefire would run none and
// pass), they passed against moto, and nothing of ours printed an SLF4J warning.
def reports = new File(basedir, 'target/surefire-reports')
def suites = reports.listFiles()?.findAll {
  it.name.startsWith('TEST-') && it.name.endsWith('.xml')
} ?: []
assert suites : "no test report: the README's pom ran no test"
int tests = 0
suites.each { report ->
  def suite = new groovy.xml.XmlSlurper().parse(report)
  tests += suite.@tests.toInteger()
  assert suite.@failures.toInteger() == 0 && suite.@errors.toInteger() == 0
}
assert tests > 0 : "the README's project ran 0 tests"
def log = new File(basedir, 'build.log').getText('UTF-8')
def slf4j = log.readLines().findAll { it.contains('SLF4J') }
assert slf4j.isEmpty() : "the build printed SLF4J warnings:\n${slf4j.join('\n')}"
assert log.contains("Tests run: $tests, Failures: 0")
println "the README's project ran $tests tests"
return true
