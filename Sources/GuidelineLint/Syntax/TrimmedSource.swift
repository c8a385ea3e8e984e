import SwiftSyntax

extension SyntaxProtocol {
    /// The node's source without the trivia before its first token and after its last:
    /// swift-syntax's `trimmedDescription`, read from the source instead of building a trimmed
    /// copy of the node, which rules did for most of the nodes they looked at.
    var trimmedSource: String {
        let bytes = syntaxTextBytes
        let start = leadingTriviaLength.utf8Length
        let end = bytes.count - trailingTriviaLength.utf8Length
        return start < end ? String(decoding: bytes[start..<end], as: UTF8.self) : ""
    }
}
