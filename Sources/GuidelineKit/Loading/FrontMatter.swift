import Yams

/// A file split into YAML front matter and Markdown body, the front matter parsed with Yams.
struct FrontMatter {
    /// A front matter value with where it was written.
    struct Value {
        let node: Node
        let position: SourceLocation
    }

    /// Keys in order of appearance, with the position of each key and its value.
    var keys: [(name: String, position: SourceLocation, value: Value)] = []
    /// The Markdown after the closing `---`.
    var body: Substring
    /// How many lines precede the body (added to cmark's line numbers).
    var bodyLineOffset: Int
    /// The YAML's lines, to turn Yams marks into file positions.
    var yaml: YAMLText
    /// The file's path, as locations name it.
    var path: String

    /// Yams counts lines from the YAML's first line and columns in scalars; convert to file
    /// lines (after the opening `---`) and UTF-8 columns.
    func position(_ mark: Mark?) -> SourceLocation { yaml.location(of: mark, file: path, lineOffset: 1) }

    subscript(_ name: String) -> Value? { keys.first { $0.name == name }?.value }

    /// Splits and parses; problems are appended to `diagnostics`, and whatever could be read is returned.
    static func parse(_ file: TextFile, diagnostics: inout [Diagnostic]) -> FrontMatter {
        let text = file.text
        // Walk lines lazily on UTF-8: only the front matter's lines are needed, not the body's.
        var lines: [Substring] = []
        var lineStart = text.startIndex
        var closeIndex: Int?
        while lineStart < text.endIndex {
            let newline = text.utf8[lineStart...].firstIndex(of: UInt8(ascii: "\n")) ?? text.endIndex
            let line = text[lineStart..<newline]
            lineStart = newline < text.endIndex ? text.utf8.index(after: newline) : text.endIndex
            let trimmed = line.trimmingTrailingSpaceAndCR
            if lines.isEmpty && trimmed != "---" { break }
            if !lines.isEmpty && (trimmed == "---" || trimmed == "...") {
                closeIndex = lines.count
                break
            }
            lines.append(line.hasSuffix("\r") ? line.dropLast() : line)
        }
        guard !lines.isEmpty else {
            return FrontMatter(body: text[...], bodyLineOffset: 0, yaml: YAMLText(lines: []), path: file.path)
        }
        guard let close = closeIndex else {
            diagnostics.append(
                .error(
                    "unclosed-front-matter",
                    "front matter opened here is never closed; add a line with '---' after the last key",
                    at: file.location(line: 1, column: 1)))
            return FrontMatter(body: "", bodyLineOffset: lines.count, yaml: YAMLText(lines: []), path: file.path)
        }
        let yamlLines = Array(lines[1..<close])
        let yamlText = yamlLines.joined(separator: "\n")
        var result = FrontMatter(
            body: text[lineStart...], bodyLineOffset: close + 1, yaml: YAMLText(lines: yamlLines), path: file.path)
        let position = result.position

        let root: Node?
        do {
            // Every front matter value is read as a string: the basic resolver skips the
            // regular-expression tag resolution that makes the default one slow.
            root = try Yams.compose(yaml: yamlText, .basic, .default, .utf8)
        } catch let error as YamlError {
            diagnostics.append(
                .error(
                    "yaml-syntax",
                    "front matter is not valid YAML: \(error.problemText); fix the YAML between the '---' lines",
                    at: position(error.mark)))
            return result
        } catch {
            diagnostics.append(
                .error("yaml-syntax", "front matter is not valid YAML: \(error)", at: file.location(line: 2, column: 1))
            )
            return result
        }
        guard let root else { return result }  // empty front matter
        guard case .mapping(let mapping) = root else {
            diagnostics.append(
                .error(
                    "front-matter-not-mapping",
                    "front matter must be a YAML mapping of 'key: value' lines",
                    at: position(root.mark)))
            return result
        }
        var seen: Set<String> = []
        for (key, value) in mapping {
            guard case .scalar(let scalar) = key else {
                diagnostics.append(
                    .error(
                        "front-matter-key", "front matter keys must be plain words",
                        at: position(key.mark)))
                continue
            }
            if !seen.insert(scalar.string).inserted {
                diagnostics.append(
                    .error(
                        "duplicate-key", "front matter key '\(scalar.string)' is set twice; keep one",
                        at: position(key.mark)))
                continue
            }
            result.keys.append((scalar.string, position(key.mark), Value(node: value, position: position(value.mark))))
        }
        return result
    }
}

extension Substring {
    var trimmingTrailingSpaceAndCR: Substring {
        var s = self
        while let c = s.last, c == " " || c == "\t" || c == "\r" { s.removeLast() }
        return s
    }
}
