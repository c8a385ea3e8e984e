import GuidelineKit
import SwiftSyntax

/// Suppression comments, SwiftLint's shape:
///
///     // hig-activity:disable:next activity-popover-anchor
///     // hig-activity:disable:this <ids>      // hig-activity:disable:previous <ids>
///     // hig-activity:disable <ids> … // hig-activity:enable <ids>     (`all` names every rule)
///
/// Read from comment trivia, so a command inside a string literal is not one.
struct Suppressions {
    struct Command {
        var location: GuidelineKit.SourceLocation
        var rules: [String]
        /// Lines it covers (inclusive).
        var lines: ClosedRange<Int>
    }

    private(set) var commands: [Command] = []
    /// Commands that suppressed something, by index.
    private(set) var used: Set<Int> = []

    static let prefix = "hig-activity:"
    private static let mention = KeywordFilter([prefix])

    /// Finds a file's commands; a file whose text never names the prefix has none (most files:
    /// the token walk is skipped).
    init(_ file: SwiftFile) {
        guard Self.mention.matches(file.text) else { return }
        var open: [(index: Int, rules: [String])] = []  // `disable` awaiting its `enable`
        let lastLine = file.lines.location(for: file.tree.endPosition).line
        for token in file.tree.tokens(viewMode: .sourceAccurate) {
            var position = token.position
            for piece in token.leadingTrivia { position = record(piece, at: position) }
            position = token.endPositionBeforeTrailingTrivia
            for piece in token.trailingTrivia { position = record(piece, at: position) }
        }

        func record(_ piece: TriviaPiece, at position: AbsolutePosition) -> AbsolutePosition {
            let next = position + piece.sourceLength
            let text: String
            switch piece {
            case .lineComment(let t), .blockComment(let t), .docLineComment(let t), .docBlockComment(let t): text = t
            default: return next
            }
            guard let range = text.range(of: Suppressions.prefix) else { return next }
            let words = text[range.upperBound...].split(whereSeparator: {
                $0 == " " || $0 == "\t" || $0 == "*" || $0 == "/"
            })
            guard let verb = words.first else { return next }
            let rules = words.dropFirst().map(String.init)
            let start = file.lines.location(
                for: position
                    + SourceLength(utf8Length: text.utf8.distance(from: text.startIndex, to: range.lowerBound)))
            let line = file.lines.location(for: position).line
            let location = GuidelineKit.SourceLocation(file: file.path, line: line, column: start.column)
            switch verb {
            case "disable:next":
                commands.append(Command(location: location, rules: rules, lines: (line + 1)...(line + 1)))
            case "disable:this": commands.append(Command(location: location, rules: rules, lines: line...line))
            case "disable:previous":
                commands.append(Command(location: location, rules: rules, lines: max(1, line - 1)...max(1, line - 1)))
            case "disable":
                commands.append(Command(location: location, rules: rules, lines: line...max(line, lastLine)))
                open.append((commands.count - 1, rules))
            case "enable":
                // Closes the open `disable` ranges of these rules.
                for (index, disabled) in open.reversed()
                where !Set(disabled).isDisjoint(with: rules) || rules.contains("all") {
                    let range = commands[index].lines
                    commands[index].lines = range.lowerBound...max(range.lowerBound, line)
                }
                open.removeAll { !Set($0.rules).isDisjoint(with: rules) || rules.contains("all") }
            default:
                commands.append(Command(location: location, rules: ["?" + verb], lines: line...line))
            }
            return next
        }
    }

    /// Whether a finding is suppressed; marks the command that suppresses it as used. Looked up
    /// by line and rule, so a file with thousands of findings and comments stays linear.
    mutating func suppresses(_ finding: Finding) -> Bool {
        if lookup == nil { lookup = Lookup(commands) }
        // A finding in a string table is suppressed where the Swift code shows the text.
        let line = (finding.origin ?? finding.location).line
        guard let index = lookup!.command(covering: line, rule: finding.ruleID) else { return false }
        used.insert(index)
        return true
    }

    private var lookup: Lookup?

    /// The commands indexed by the rules they name: single-line ones by line, ranges by start.
    private struct Lookup {
        var singleLine: [String: [Int: Int]] = [:]  // rule → line → first command
        var ranges: [String: Intervals] = [:]

        init(_ commands: [Command]) {
            var spans: [String: [(ClosedRange<Int>, Int)]] = [:]
            for (index, command) in commands.enumerated() {
                for rule in Set(command.rules) {
                    if command.lines.count == 1 {
                        if singleLine[rule, default: [:]][command.lines.lowerBound] == nil {
                            singleLine[rule, default: [:]][command.lines.lowerBound] = index
                        }
                    } else {
                        spans[rule, default: []].append((command.lines, index))
                    }
                }
            }
            ranges = spans.mapValues(Intervals.init)
        }

        /// The earliest command found covering `line` for `rule` (or for `all`).
        func command(covering line: Int, rule: String) -> Int? {
            [rule, "all"].flatMap { key in
                [singleLine[key]?[line], ranges[key]?.covering(line)].compactMap { $0 }
            }.min()
        }
    }

    /// Line ranges sorted by start, with the furthest end reached so far: one binary search
    /// finds a range covering a line, if any does.
    private struct Intervals {
        var starts: [Int] = []
        var furthestEnd: [Int] = []
        var furthestCommand: [Int] = []

        init(_ spans: [(ClosedRange<Int>, Int)]) {
            for (range, command) in spans.sorted(by: { ($0.0.lowerBound, $0.1) < ($1.0.lowerBound, $1.1) }) {
                starts.append(range.lowerBound)
                if let end = furthestEnd.last, end >= range.upperBound {
                    furthestEnd.append(end)
                    furthestCommand.append(furthestCommand.last!)
                } else {
                    furthestEnd.append(range.upperBound)
                    furthestCommand.append(command)
                }
            }
        }

        func covering(_ line: Int) -> Int? {
            var low = 0
            var high = starts.count
            while low < high {
                let middle = (low + high) / 2
                if starts[middle] <= line { low = middle + 1 } else { high = middle }
            }
            guard low > 0, furthestEnd[low - 1] >= line else { return nil }
            return furthestCommand[low - 1]
        }
    }

    /// How suppression comments are written: the help of every suppression problem.
    static let syntaxHelp =
        "Suppression comments: // hig-activity:disable:next <rule-id> (also :this, :previous, disable … enable)."

    /// The problems a suppression comment can have, each its own documented diagnostic.
    public static let checks = [
        CheckDescription(
            id: "suppression-unknown", summary: "A hig-activity: comment with a command that does not exist.",
            help: "Use disable, enable, disable:next, disable:this or disable:previous. " + syntaxHelp),
        CheckDescription(
            id: "suppression-unknown-rule", summary: "A suppression comment naming a rule that does not exist, or none.",
            help: "Name a rule id from `hig-activity rules`, or `all`. " + syntaxHelp),
        CheckDescription(
            id: "suppression-unused", summary: "A suppression comment that hides no finding of an enabled rule.",
            help: "Remove the comment: the code it covered no longer breaks the rule. " + syntaxHelp),
    ]

    /// Unused commands and unknown rule ids in commands, as lint problems.
    func problems(knownRules: Set<String>, enabledRules: Set<String>) -> [Diagnostic] {
        var problems: [Diagnostic] = []
        // The "did you mean" of each unknown name, found once: a fuzzed file of 20,000 comments
        // naming the same unknown rule took three seconds to lint.
        let sortedRules = knownRules.sorted()
        var hints: [String: String] = [:]
        for (index, command) in commands.enumerated() {
            if let bad = command.rules.first(where: { $0.hasPrefix("?") }) {
                problems.append(
                    .warning(
                        "suppression-unknown",
                        "unknown suppression command 'hig-activity:\(Self.shown(bad.dropFirst()))'; use disable, enable, disable:next, disable:this or disable:previous",
                        at: command.location))
                continue
            }
            // One warning a command, however many names it gets wrong (a comment naming 4,000
            // made 4,000 warnings, each quoting the whole line).
            var seen: Set<String> = []
            let unknown = command.rules.filter { $0 != "all" && !knownRules.contains($0) && seen.insert($0).inserted }
            if let first = unknown.first {
                let hint =
                    hints[first]
                    ?? Suggestions.nearest(to: first, in: sortedRules, limit: 1).first.map { "; did you mean '\($0)'?" }
                    ?? ""
                hints[first] = hint
                let more = unknown.count > 1 ? " (and \(unknown.count - 1) more unknown)" : ""
                problems.append(
                    .warning(
                        "suppression-unknown-rule", "suppression names unknown rule '\(Self.shown(first))'\(hint)\(more)",
                        at: command.location))
            }
            if command.rules.isEmpty {
                problems.append(
                    .warning(
                        "suppression-unknown-rule", "suppression names no rule; add a rule id or 'all'",
                        at: command.location))
            } else if unknown.isEmpty, !used.contains(index),
                command.rules.contains("all") || command.rules.contains(where: enabledRules.contains)
            {
                problems.append(
                    .warning(
                        "suppression-unused",
                        "this suppression hides nothing; remove it (\(command.rules.joined(separator: " ")))",
                        at: command.location))
            }
        }
        return problems
    }

    /// A name from a comment as a message quotes it: whole up to 60 characters, else its start.
    private static func shown<S: StringProtocol>(_ name: S) -> String {
        name.count <= 60 ? String(name) : name.prefix(60) + "…"
    }
}
