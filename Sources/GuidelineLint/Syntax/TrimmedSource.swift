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

extension String {
    var firstLine: String { String(split(separator: "\n", maxSplits: 1).first ?? "") }
}

extension SyntaxProtocol {
    /// The code a finding is about, as its message quotes it: the first line as written, or for
    /// the dot of a modifier (`.toolbar`, `.contextMenu`, where a finding about a whole bar or
    /// menu points) the modifier's name.
    var quotedCode: String {
        if let token = Syntax(self).as(TokenSyntax.self), token.tokenKind == .period,
            let access = token.parent?.as(MemberAccessExprSyntax.self)
        {
            return "." + access.declName.baseName.text
        }
        return trimmedSource.firstLine
    }
}

extension SyntaxProtocol {
    /// `trimmedSource.hasPrefix(prefix)`, reading only the tokens the prefix needs: a rule that
    /// tests the first words of every initializer built the text of each whole (a closure, an
    /// array of a hundred lines) and of every one nested in it.
    func trimmedSourceStarts(with prefix: String) -> Bool {
        let needed = prefix.utf8.count
        var text = ""
        var trailing = ""  // the previous token's trailing trivia: part of the source only if a token follows
        for (index, token) in tokens(viewMode: .sourceAccurate).enumerated() {
            if index > 0 { text += trailing + token.leadingTrivia.description }
            text += token.text
            if text.utf8.count >= needed { break }
            trailing = token.trailingTrivia.description
        }
        return text.hasPrefix(prefix)
    }
}
