import GuidelineKit
/// Greedy line breaking by display width: breaks at spaces, and between Han or kana characters
/// (which have no spaces), never before closing punctuation or after opening punctuation.
struct LineWrapper {
    let width: Int

    /// An unbreakable piece of text.
    private struct Atom {
        var pieces: [(String, TextStyle)] = []
        var width = 0
        var isSpace = false
        mutating func add(_ character: Character, _ style: TextStyle) {
            if let last = pieces.last, last.1 == style {
                pieces[pieces.count - 1].0.append(character)
            } else {
                pieces.append((String(character), style))
            }
            width += DisplayWidth.of(character)
        }
    }

    private static let noBreakBefore: Set<Character> = Set("，。、；：？！）」』》〉】’”…·,.;:?!)]}%")
    private static let noBreakAfter: Set<Character> = Set("（「『《〈【‘“([{")

    private static func breaksAround(_ c: Character) -> Bool {
        guard let v = c.unicodeScalars.first?.value else { return false }
        return CJKScript.breaksAround(v)
    }

    private func atoms(_ text: StyledText) -> [Atom] {
        var atoms: [Atom] = []
        var current = Atom()
        var glueNext = false
        func flush() {
            if !current.pieces.isEmpty { atoms.append(current) }
            current = Atom()
        }
        for run in text.runs {
            for character in run.text {
                if character == " " || character == "\n" || character == "\t" {
                    flush()
                    if atoms.last?.isSpace != true {
                        atoms.append(Atom(pieces: [(" ", run.style)], width: 1, isSpace: true))
                    }
                    glueNext = false
                    continue
                }
                if Self.noBreakBefore.contains(character), current.pieces.isEmpty, var last = atoms.last, !last.isSpace
                {
                    // Closing punctuation stays on the line of what it closes.
                    atoms.removeLast()
                    last.add(character, run.style)
                    current = last
                    continue
                }
                if Self.breaksAround(character) {
                    if !glueNext && !Self.noBreakBefore.contains(character) { flush() }
                    current.add(character, run.style)
                    glueNext = Self.noBreakAfter.contains(character)
                    if !glueNext { flush() }
                    continue
                }
                if glueNext == false, let last = current.pieces.last?.0.last, Self.breaksAround(last) { flush() }
                current.add(character, run.style)
                glueNext = Self.noBreakAfter.contains(character)
            }
        }
        flush()
        return atoms
    }

    /// Lays `text` out in lines no wider than `width` (a single atom wider than that overflows).
    /// `firstPrefix` starts the first line, `prefix` the others (indentation, bullets, quote bars).
    func wrap(_ text: StyledText, firstPrefix: StyledText = StyledText(), prefix: StyledText = StyledText())
        -> [StyledText]
    {
        var lines: [StyledText] = []
        var line = firstPrefix
        var lineWidth = DisplayWidth.of(firstPrefix.plain)
        var hasContent = false
        var pendingSpace: (String, TextStyle)?
        for atom in atoms(text) {
            if atom.isSpace {
                if hasContent { pendingSpace = atom.pieces[0] }
                continue
            }
            let spaceWidth = pendingSpace == nil ? 0 : 1
            if hasContent && lineWidth + spaceWidth + atom.width > width {
                lines.append(line)
                line = prefix
                lineWidth = DisplayWidth.of(prefix.plain)
                pendingSpace = nil
            } else if let space = pendingSpace {
                line.append(space.0, space.1)
                lineWidth += 1
                pendingSpace = nil
            }
            for (piece, style) in atom.pieces { line.append(piece, style) }
            lineWidth += atom.width
            hasContent = true
        }
        lines.append(line)
        return lines
    }
}
