/// JUnit XML, as Jenkins, GitLab and most CI servers read test results: one test suite, each
/// finding a test case named after its rule and place that fails (an error or a warning) or is
/// skipped with its message (a note, which should not fail a build); a run with no finding is
/// one passing case, so a server that refuses an empty report still reads it.
enum JUnitFormat {
    static func render(_ report: DiagnosticReport, options: ReportOptions) -> String {
        let diagnostics = report.diagnostics
        let failures = diagnostics.filter { $0.severity != .note }.count
        let skipped = diagnostics.count - failures
        let tests = max(diagnostics.count, 1)
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<testsuites name=\"hig-activity\" tests=\"\(tests)\" failures=\"\(failures)\" errors=\"0\" skipped=\"\(skipped)\">\n"
        out += "  <testsuite name=\"hig-activity lint\" tests=\"\(tests)\" failures=\"\(failures)\" errors=\"0\" skipped=\"\(skipped)\">\n"
        if diagnostics.isEmpty {
            let files = report.filesRead.map { " (\($0) file(s) read)" } ?? ""
            out += "    <testcase classname=\"hig-activity\" name=\"\(XMLText.escaped("no findings" + files))\"/>\n"
        }
        for diagnostic in diagnostics {
            let location = diagnostic.location
            let path = ReportPaths.relative(location.file, to: options.sourceRoot)
            let name = "\(diagnostic.id) at \(path):\(location.line):\(location.column)"
            out += "    <testcase classname=\"\(XMLText.escaped(path))\" name=\"\(XMLText.escaped(name))\""
            let message = XMLText.escaped(diagnostic.message)
            if diagnostic.severity == .note {
                out += ">\n      <skipped message=\"\(message)\"/>\n    </testcase>\n"
            } else {
                out += ">\n      <failure message=\"\(message)\" type=\"\(diagnostic.severity.rawValue)\">"
                out += XMLText.escaped("\(path):\(location.line):\(location.column): \(diagnostic.fullText)")
                out += "</failure>\n    </testcase>\n"
            }
        }
        out += "  </testsuite>\n</testsuites>\n"
        return out
    }
}
