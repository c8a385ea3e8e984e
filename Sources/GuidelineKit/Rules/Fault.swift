import Foundation

/// What a finding measured and what the rule allows: the part of a lint message that says what
/// to fix, in the reader's language ("5 words; at most 4 (max-words)").
public indirect enum Fault: Sendable, Hashable, Codable {
    case words(Int, max: Int, option: String)
    /// Columns: a wide (CJK) character counts two.
    case width(Int, max: Int, option: String)
    case items(Int, max: Int, option: String)
    case tooFewItems(Int, min: Int, option: String)
    case prominent(Int, max: Int, option: String)
    /// An asset catalog image rendered as drawn; nil asset: forced in code (`.alwaysOriginal`).
    case originalColours(asset: String?)
    /// A canvas in points outside the expected range.
    case size(width: Double, height: Double, min: Int, max: Int)
    /// A name the text must not contain (a brand, the app's name).
    case contains(name: String)
    /// A fault of one translation (`language` is its tag).
    case translation(language: String, Fault)
    /// Which of a rule's checks fired, with what it quotes (`word`, `extension`).
    case check(Check, values: [String: String] = [:])

    /// The checks a message names, worded in each language (`UIStrings.faultChecks`).
    public enum Check: String, Sendable, Hashable, Codable, CaseIterable {
        /// A title that starts with an article.
        case article
        /// A word of a title not capitalized as title style asks.
        case capitalization
        /// A command that asks for more input with no trailing ellipsis.
        case ellipsis
        /// A view controller or sheet presented over an extension's own interface.
        case presents
        /// A destructive command that acts without confirmation.
        case noConfirmation
        /// An action activity's image in several colours: drawn by its alpha, they are lost.
        case maskLosesColours
        /// An action activity's image with no transparency: drawn by its alpha, a solid square.
        case maskIsOpaque
        /// More groups than three in one part of a toolbar (`count`).
        case groups
    }

    public func text(in language: Language) -> String {
        let strings = language.strings
        switch self {
        case .words(let count, let max, let option):
            return strings.faultWords.filling(["count": "\(count)", "max": "\(max)", "option": option])
        case .width(let count, let max, let option):
            return strings.faultWidth.filling(["count": "\(count)", "max": "\(max)", "option": option])
        case .items(let count, let max, let option):
            return strings.faultItems.filling(["count": "\(count)", "max": "\(max)", "option": option])
        case .tooFewItems(let count, let min, let option):
            return (count == 1 ? strings.faultTooFewItemsOne : strings.faultTooFewItems)
                .filling(["count": "\(count)", "min": "\(min)", "option": option])
        case .prominent(let count, let max, let option):
            return strings.faultProminent.filling(["count": "\(count)", "max": "\(max)", "option": option])
        case .originalColours(let asset?):
            return strings.faultOriginalColours.filling(["asset": asset])
        case .originalColours(nil):
            return strings.faultOriginalColoursInCode
        case .size(let width, let height, let min, let max):
            func points(_ value: Double) -> String {
                value == value.rounded() ? "\(Int(value))" : String(format: "%.1f", value)
            }
            return strings.faultSize.filling([
                "size": "\(points(width))×\(points(height))", "min": "\(min)", "max": "\(max)",
            ])
        case .contains(let name):
            return strings.faultContains.filling(["name": name])
        case .translation(let tag, let fault):
            // The tag, as the table's folder names it (de.lproj): most translations are of
            // languages the tool itself does not speak.
            return strings.faultTranslation.filling(["language": tag, "fault": fault.text(in: language)])
        case .check(let check, let values):
            return (strings.faultChecks[check] ?? check.rawValue).filling(values)
        }
    }
}
