// The build passed; check that it ran the tests, against moto, and that they passed.
def report = new File(basedir, 'target/surefire-reports/TEST-com.example.school.EnrollmentDaoTest.xml')
assert report.isFile() : "no test report: the tests did not run"
def suite = new groovy.xml.XmlSlurper().parse(report)
assert suite.@tests.toInteger() == 2 : "ran ${suite.@tests} tests, expected 2"
assert suite.@failures.toInteger() == 0 && suite.@errors.toInteger() == 0 && suite.@skipped.toInteger() == 0
assert new File(basedir, 'target/generated-sources/annotations/com/example/school/EnrollmentDao.java').isFile()
