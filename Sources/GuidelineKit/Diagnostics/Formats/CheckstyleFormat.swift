/// Checkstyle XML, which Jenkins' warnings plugin, reviewdog, Danger and many code review tools
/// read: a `file` element per file, an `error` per finding with its line, column, severity
/// (`error`, `warning`, `info` for a note), message and source (`hig-activity.<rule-id>`).
enum CheckstyleFormat {
    static func render(_ report: DiagnosticReport, options: ReportOptions) -> String {
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<checkstyle version=\"4.3\">\n"
        // Files in the order their first finding comes (the report is sorted by file already).
        var order: [String] = []
        var byFile: [String: [Diagnostic]] = [:]
        for diagnostic in report.diagnostics {
            let path = ReportPaths.relative(diagnostic.location.file, to: options.sourceRoot)
            if byFile[path] == nil { order.append(path) }
            byFile[path, default: []].append(diagnostic)
        }
        for path in order {
            out += "  <file name=\"\(XMLText.escaped(path))\">\n"
            for diagnostic in byFile[path]! {
                let severity = diagnostic.severity == .note ? "info" : diagnostic.severity.rawValue
                out += "    <error line=\"\(diagnostic.location.line)\" column=\"\(diagnostic.location.column)\""
                out += " severity=\"\(severity)\" message=\"\(XMLText.escaped(diagnostic.message))\""
                out += " source=\"hig-activity.\(XMLText.escaped(diagnostic.id))\"/>\n"
            }
            out += "  </file>\n"
        }
        out += "</checkstyle>\n"
        return out
    }
}
