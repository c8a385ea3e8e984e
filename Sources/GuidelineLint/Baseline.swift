import Foundation
import GuidelineKit

/// Known violations to hide, matched on file, rule and the code itself (not line numbers),
/// so a baseline keeps matching after lines above a violation are added or removed.
public struct Baseline: Codable, Sendable {
    public struct Entry: Codable, Hashable, Sendable {
        public var file: String
        public var rule: String
        public var code: String
    }

    public var version = 1
    public var violations: [Entry]

    public init(_ violations: [Violation]) {
        self.violations = violations.map(Self.key).sorted { ($0.file, $0.rule, $0.code) < ($1.file, $1.rule, $1.code) }
    }

    static func key(_ violation: Violation) -> Entry {
        Entry(file: violation.location.file, rule: violation.ruleID, code: violation.code)
    }

    /// The violations not in the baseline. Each baseline entry hides one violation, so a
    /// second copy of a known problem still shows.
    public func filter(_ violations: [Violation]) -> [Violation] {
        var remaining: [Entry: Int] = [:]
        for entry in self.violations { remaining[entry, default: 0] += 1 }
        return violations.filter { violation in
            let key = Self.key(violation)
            guard let count = remaining[key], count > 0 else { return true }
            remaining[key] = count - 1
            return false
        }
    }

    public enum Failure: Error, CustomStringConvertible {
        case unreadable(String, String)
        public var description: String {
            switch self {
            case .unreadable(let path, let reason): "\(path): cannot use this baseline: \(reason)"
            }
        }
    }

    public static func read(_ path: String) throws(Failure) -> Baseline {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw .unreadable(path, "cannot read it; write one with --write-baseline")
        }
        do {
            return try JSONDecoder().decode(Baseline.self, from: data)
        } catch {
            throw .unreadable(path, "not a hig-activity baseline (\(error.localizedDescription))")
        }
    }

    public func write(_ path: String) throws {
        try JSONText.data(self).write(to: URL(fileURLWithPath: path), options: .atomic)
    }
}
