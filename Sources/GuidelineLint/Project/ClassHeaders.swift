/// `class Name: Superclass` headers read from raw UTF-8, for every Swift file the linter reads,
/// parsed or not: a rule asking whether a class is an alert or an activity needs the whole
/// project's hierarchy, and most files are never parsed (the keyword filter skips them).
enum ClassHeaders {
    /// Class name → the first type it inherits from (its superclass when it has one).
    static func scan(_ bytes: UnsafeRawBufferPointer) -> [(name: String, superclass: String)] {
        var found: [(String, String)] = []
        let keyword = Array("class".utf8)
        var index = 0
        let count = bytes.count
        func isIdentifier(_ byte: UInt8) -> Bool {
            byte == 0x5F || (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) || byte >= 0x80
        }
        func skipSpaces(_ at: inout Int) {
            while at < count, bytes[at] == 0x20 || bytes[at] == 0x09 || bytes[at] == 0x0A || bytes[at] == 0x0D { at += 1 }
        }
        func identifier(_ at: inout Int) -> String? {
            let start = at
            while at < count, isIdentifier(bytes[at]) { at += 1 }
            return at > start ? String(decoding: UnsafeRawBufferPointer(rebasing: bytes[start..<at]), as: UTF8.self) : nil
        }
        while index + keyword.count < count {
            defer { index += 1 }
            guard bytes[index] == 0x63, (index == 0 || !isIdentifier(bytes[index - 1]) && bytes[index - 1] != 0x2E),
                keyword.indices.allSatisfy({ bytes[index + $0] == keyword[$0] }),
                !isIdentifier(bytes[index + keyword.count])
            else { continue }
            var at = index + keyword.count
            skipSpaces(&at)
            guard let name = identifier(&at), name != "func", name != "var", name != "let" else { continue }
            if at < count, bytes[at] == 0x3C {  // generic parameters
                var depth = 0
                while at < count {
                    if bytes[at] == 0x3C { depth += 1 } else if bytes[at] == 0x3E { depth -= 1 }
                    at += 1
                    if depth == 0 { break }
                }
            }
            skipSpaces(&at)
            guard at < count, bytes[at] == 0x3A else { continue }
            at += 1
            skipSpaces(&at)
            // `UIKit.UIAlertController` → its last component.
            var superclass = identifier(&at)
            while at < count, bytes[at] == 0x2E {
                at += 1
                superclass = identifier(&at)
            }
            if let superclass { found.append((name, superclass)) }
        }
        return found
    }
}
