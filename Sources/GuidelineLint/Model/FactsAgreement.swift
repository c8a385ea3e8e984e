import Dispatch
import SwiftParser
import SwiftSyntax

/// Whether `FactsReader` reads a file's facts as swift-syntax's tree gives them
/// (`FactsCollector`, which the linter used before it had a parser of its own for them): the
/// measure `FactsReaderTests` and `Benchmarks/facts-agreement` hold it to.
@_spi(Benchmarks) public enum FactsAgreement {
    /// The facts as lines, to compare and to show a difference.
    static func lines(_ facts: FileFacts) -> [String] {
        var lines: [String] = []
        for type in facts.types {
            lines.append(
                "type \(type.name) \(type.kind) \(type.line):\(type.column) inherits \(type.inherited) stores \(type.propertyTypes)" + (type.caseCount == 0 ? "" : " cases \(type.caseCount)"))
        }
        for function in facts.functions {
            lines.append(
                "func \(function.owner ?? "-").\(function.name) \(function.line):\(function.column)"
                    + " calls \(function.calls) constructs \(function.constructs)"
                    + " presents \(function.presentations.map { "\($0.kind) \($0.presented ?? "-") \($0.line):\($0.column)" })"
                    + (function.returnsActivityController ? " returns-activity-controller" : "")
                    + (function.setsPopoverAnchor ? " anchors" : "")
                    + (function.symbols.isEmpty ? "" : " symbols \(function.symbols)")
                    + (function.assets.isEmpty ? "" : " assets \(function.assets)")
                    + (function.returnedTexts.isEmpty ? "" : " returns \(function.returnedTexts)")
                    + (function.returnedPaths.isEmpty ? "" : " returns-paths \(function.returnedPaths)")
                    + (function.deferredCalls.isEmpty ? "" : " defers \(function.deferredCalls)"))
        }
        for (path, reference) in facts.localizationAccessors.sorted(by: { $0.key < $1.key }) {
            lines.append("accessor \(path) \(reference.table) \(reference.key) \(reference.fallback ?? "-")")
        }
        lines.append("configured \(facts.configured)")
        lines.append("context menu builders \(facts.contextMenuBuilders)")
        lines.append("menu content types \(facts.menuContentTypes)")
        return lines
    }

    /// What swift-syntax's tree gives.
    static func swiftSyntaxFacts(_ text: String, path: String) -> FileFacts {
        let tree = BoundedParser.tree(text)
        let converter = SourceLocationConverter(fileName: path, tree: tree)
        return FactsCollector.facts(of: tree, path: path, converter: converter)
    }

    static func readerFacts(_ text: String, path: String) -> FileFacts {
        var text = text
        return text.withUTF8 { FactsReader.facts(path: path, text: UnsafeRawBufferPointer($0)) }
    }

    /// The facts `FactsReader` reads, as lines.
    public static func readerLines(_ text: String, path: String) -> [String] { lines(readerFacts(text, path: path)) }

    /// The lines of facts only one of them reads, nil when both agree.
    public static func difference(_ text: String, path: String) -> String? {
        let expected = lines(swiftSyntaxFacts(text, path: path))
        let actual = lines(readerFacts(text, path: path))
        guard expected != actual else { return nil }
        let missing = expected.filter { !actual.contains($0) }
        let extra = actual.filter { !expected.contains($0) }
        return (missing.map { "  swift-syntax: \($0)" } + extra.map { "  reader:       \($0)" }).joined(separator: "\n")
    }

    /// Seconds `FactsReader`'s stages take on one file's text, for `Benchmarks/facts-agreement
    /// --time`: splitting it into tokens, building its tree, and reading the facts.
    public static func readerTimes(_ text: String) -> (lex: Double, parse: Double, read: Double) {
        var text = text
        return text.withUTF8 { buffer in
            let bytes = UnsafeRawBufferPointer(buffer)
            func seconds(_ work: () -> Void) -> Double {
                let start = DispatchTime.now().uptimeNanoseconds
                work()
                return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
            }
            let lex = seconds { _ = FactsLexer.tokens(of: bytes) }
            let parse = seconds { _ = FactsParser.parse(bytes) }
            let read = seconds { _ = FactsReader.facts(path: "", text: bytes) }
            return (lex, parse - lex, read - parse)
        }
    }

    /// Seconds swift-syntax takes to parse the texts, on one core.
    public static func swiftSyntaxParseTime(_ texts: [String]) -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        for text in texts { _ = BoundedParser.tree(text) }
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    }
}
