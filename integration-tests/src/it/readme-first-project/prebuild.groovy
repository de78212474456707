// Writes the README's first project into this folder from the README's own text: the pom (the
// one xml block that is a whole <project>) and every java block that names its file
// ("// src/main/java/..."). Also checks every xml block of the README and of docs/: well-formed,
// and nested as a pom nests its elements, so that a snippet pasted where it says fits there.
import groovy.xml.XmlParser

def readme = new File(readmeFile)
def docs = new File(readme.parentFile, 'docs').listFiles()
    .findAll { it.name.endsWith('.md') }.sort()

List<Map> blocks(File page) {
  def found = []
  def lines = page.readLines('UTF-8')
  for (int i = 0; i < lines.size(); i++) {
    def open = lines[i].trim()
    if (!open.startsWith('```') || open == '```') continue
    int start = i + 1
    def text = new StringBuilder()
    for (i = start; i < lines.size() && lines[i].trim() != '```'; i++) text << lines[i] << '\n'
    found << [page: page.name, line: start + 1, language: open.substring(3).trim(),
              text: text.toString()]
  }
  found
}

// Where a pom puts each element that has a fixed parent.
def parents = [execution: 'executions', dependency: 'dependencies', plugin: 'plugins',
               path: 'annotationProcessorPaths', arg: 'compilerArgs', exclusion: 'exclusions',
               goal: 'goals', module: 'modules']
def roots = ['project', 'dependencies', 'dependency', 'plugin', 'plugins', 'execution']
def checkNesting
checkNesting = { node, parent, where ->
  def name = node.name().toString()
  def wanted = parents[name]
  assert wanted == null || parent == null || parent == wanted :
      "$where: <$name> inside <$parent>; a pom puts it inside <$wanted>"
  node.children().findAll { it instanceof Node }.each { checkNesting(it, name, where) }
}

def poms = []
([readme] + docs).each { page ->
  blocks(page).findAll { it.language == 'xml' }.each { block ->
    def where = "${block.page}:${block.line}"
    def root
    try {
      root = new XmlParser(false, false).parseText(block.text)
    } catch (Exception e) {
      throw new AssertionError("$where: the xml block is not well-formed: ${e.message}")
    }
    def name = root.name().toString()
    assert name in roots : "$where: a pom snippet starts with <$name>; expected one of $roots"
    checkNesting(root, null, where)
    if (name == 'project') poms << block
  }
}
assert poms.size() == 1 && poms[0].page == 'README.md' :
    "expected exactly one whole pom, in the README; found " +
    poms.collect { it.page + ':' + it.line }

def pom = poms[0].text
def version = (pom =~ /<edgetable.version>([^<]+)<\/edgetable.version>/)
assert version.find() : "README.md:${poms[0].line}: the pom has no edgetable.version property"
assert version.group(1) == edgetableVersion :
    "the README's pom uses EdgeTable ${version.group(1)}; this build is $edgetableVersion"
new File(basedir, 'pom.xml').setText(pom, 'UTF-8')

def files = blocks(readme).findAll { it.language == 'java' && it.text.startsWith('// src/') }
assert files.size() >= 2 : "the README's first project has no java files"
files.each { block ->
  def path = (block.text =~ /\A\/\/ (src\/\S+\.java)\n/)
  assert path.find() : "README.md:${block.line}: the first line does not name the file"
  def file = new File(basedir, path.group(1))
  file.parentFile.mkdirs()
  file.setText(block.text, 'UTF-8')
}
println "wrote pom.xml and ${files.size()} java files from the README"
return true
