import GuidelineKit

/// Where a button may show no words, as a file's text says before it is parsed, for
/// button-has-label: a SwiftUI label closure that is empty or only an image without words
/// (`{ Image("icn_more") }`, `{ Image(uiImage: icon) }`), a blank title (`Button(" ")`), or a
/// UIKit button given such an image (`setImage(UIImage(named: "icn_close"), …)`,
/// `systemButton(with: UIImage(named: …))`). Apps name many images like identifiers, but few
/// of them are a button's only content.
enum UnlabeledButtons {
    static func mayBeIn(_ text: UnsafeRawBufferPointer) -> Bool {
        blankTitle(in: text) || closures(in: text) || uiKitImages(in: text) || imagesThroughMethods(in: text)
    }

    /// `UIImage(systemName: "xmark")?.navIcon()`: an image put through a method other than
    /// UIKit's that keep the picture (`ButtonHasLabelRule.sameImage`); one of the app's may draw
    /// it anew, with no name.
    private static func imagesThroughMethods(in text: UnsafeRawBufferPointer) -> Bool {
        anyEnd(of: "UIImage(", in: text) { start in
            var depth = 1
            var index = start
            while index < text.count, depth > 0, index - start < 300 {
                if text[index] == UInt8(ascii: "(") { depth += 1 }
                if text[index] == UInt8(ascii: ")") { depth -= 1 }
                index += 1
            }
            guard depth == 0 else { return false }
            if index < text.count, text[index] == UInt8(ascii: "?") || text[index] == UInt8(ascii: "!") { index += 1 }
            guard index + 1 < text.count, text[index] == UInt8(ascii: "."), (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(text[index + 1])
            else { return false }
            var end = index + 1
            while end < text.count, CalledNames.isIdentifierByte(text[end]) { end += 1 }
            return !ButtonHasLabelRule.sameImage.contains(String(decoding: UnsafeRawBufferPointer(rebasing: text[(index + 1)..<end]), as: UTF8.self))
        }
    }

    /// `Button("")`, `Button(" ")`.
    private static func blankTitle(in text: UnsafeRawBufferPointer) -> Bool {
        anyEnd(of: "Button(", in: text) { start in
            var index = skipSpace(in: text, from: start)
            guard index < text.count, text[index] == quote else { return false }
            index += 1
            while index < text.count, text[index] == 0x20 || text[index] == 0x09 { index += 1 }
            return index < text.count && text[index] == quote
        }
    }

    /// A closure that is empty after `)` or `label:` (an empty label), or whose first code is a
    /// view without words: an image (or one a generated accessor, SwiftGen's included, or the
    /// project names), a shape, a colour.
    private static func closures(in text: UnsafeRawBufferPointer) -> Bool {
        for open in text.indices where text[open] == UInt8(ascii: "{") {
            let first = skipSpaceAndComments(in: text, from: open + 1)
            guard first < text.count else { return false }
            if text[first] == UInt8(ascii: "}") {
                var before = open
                while before > 0, isSpace(text[before - 1]) { before -= 1 }
                if before > 0 && text[before - 1] == UInt8(ascii: ")") && isActionOnly(in: text, closing: before - 1) { return true }
                if before >= 6 && text[(before - 6)..<before].elementsEqual("label:".utf8) { return true }
                continue
            }
            var image = first
            if has("SwiftUI.", in: text, at: image) { image += 8 }
            if wordlessViews.contains(where: { has($0, in: text, at: image) }) { return true }
            // `Image.close`: an image the project declares, read where it is declared.
            if has("Image.", in: text, at: image) || isSwiftGenImage(in: text, at: image) { return true }
            guard has("Image(", in: text, at: image) else { continue }
            let argument = skipSpace(in: text, from: image + 6)
            if imageArguments.contains(where: { has($0, in: text, at: argument) }) { return true }
            if let name = literal(in: text, at: argument), !readsAsWords(name) { return true }
        }
        return false
    }

    /// Views that show no words: a tap area laid over others, a drawn shape.
    private static let wordlessViews = ["EmptyView(", "Color.", "Color(", "Rectangle(", "Circle(", "Capsule(", "RoundedRectangle(", "Ellipse("]
    /// Images with no words, or whose words the asset catalog's name decides (generated accessors).
    private static let imageArguments = ["decorative:", "uiImage:", "asset:", "."]

    /// Whether the parentheses that end at `closing` are `Button(action: …)`, whose trailing
    /// closure is the label; true as well when they cannot be matched within a few kilobytes
    /// (a parenthesis in a string, a long action).
    private static func isActionOnly(in text: UnsafeRawBufferPointer, closing: Int) -> Bool {
        var depth = 0
        var index = closing
        while index >= 0 && closing - index < 4096 {
            if text[index] == UInt8(ascii: ")") { depth += 1 }
            if text[index] == UInt8(ascii: "(") {
                depth -= 1
                if depth == 0 {
                    var before = index
                    while before > 0, isSpace(text[before - 1]) { before -= 1 }
                    return before >= 6 && text[(before - 6)..<before].elementsEqual("Button".utf8)
                        && has("action:", in: text, at: skipSpace(in: text, from: index + 1))
                }
            }
            index -= 1
        }
        return true
    }

    /// `UIImage(named: "…")` with a name like an identifier, given to `with:` (a system button's),
    /// or anywhere in a file that gives a button or bar item an image (`setImage(`,
    /// `setBackgroundImage(`, `image:`, a configuration's `.image =`), through a constant too; or an
    /// image of the project's (or SwiftGen's) given to `setImage(` or to a button's configuration;
    /// and the same names by `#imageLiteral(resourceName:)`.
    private static func uiKitImages(in text: UnsafeRawBufferPointer) -> Bool {
        // `setImage(.cancel, …)`, `config.image = Image.quit`: an image the project declares, read
        // where it is declared.
        if contains("setImage(.", in: text) || contains("setImage(UIImage.", in: text) { return true }
        if anyEnd(of: "setImage(", in: text, where: { isSwiftGenImage(in: text, at: skipSpace(in: text, from: $0)) }) { return true }
        if contains("UIButton.Configuration", in: text) && contains(".image = ", in: text) { return true }
        // `CustomButton(imageResource: .rDsend)`: a button class of the app's made from an asset.
        if contains("imageResource: .", in: text) || contains("image: .", in: text) { return true }
        let setsImage = contains("setBackgroundImage(", in: text) || contains("setImage(", in: text)
            || contains("image:", in: text) || contains(".image = ", in: text)
        let named = anyEnd(of: "UIImage(named:", in: text) { end in
            var before = end - "UIImage(named:".utf8.count
            while before > 0, isSpace(text[before - 1]) { before -= 1 }
            let given = setsImage || (before >= 5 && text[(before - 5)..<before].elementsEqual("with:".utf8))
            guard given, let name = literal(in: text, at: skipSpace(in: text, from: end)) else { return false }
            return !readsAsWords(name)
        }
        // `#imageLiteral(resourceName: "icHelp")`, the same asset by Xcode's literal.
        return named || setsImage && anyEnd(of: "#imageLiteral(resourceName:", in: text) { end in
            literal(in: text, at: skipSpace(in: text, from: end)).map { !readsAsWords($0) } ?? false
        }
    }

    /// `Asset.Icons.close.image`, `Images.close.swiftUIImage`: SwiftGen's picture of an image set
    /// (`GeneratedAssets.swiftGenImages`), from a type's name to the accessor.
    private static func isSwiftGenImage(in text: UnsafeRawBufferPointer, at start: Int) -> Bool {
        guard start < text.count, (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(text[start]) else { return false }
        var end = start
        var lastDot: Int?
        while end < text.count, CalledNames.isIdentifierByte(text[end]) || text[end] == UInt8(ascii: ".") {
            if text[end] == UInt8(ascii: ".") { lastDot = end }
            end += 1
        }
        guard let lastDot else { return false }
        let member = UnsafeRawBufferPointer(rebasing: text[(lastDot + 1)..<end])
        return GeneratedAssets.swiftGenImages.contains { member.elementsEqual($0.utf8) }
    }

    /// The rule's own test of an image name, on its bytes as written.
    private static func readsAsWords(_ name: UnsafeRawBufferPointer) -> Bool {
        ButtonHasLabelRule.readsAsWords(String(decoding: name, as: UTF8.self))
    }

    /// A literal's bytes up to its closing quote, escapes as written.
    private static func literal(in text: UnsafeRawBufferPointer, at start: Int) -> UnsafeRawBufferPointer? {
        guard start < text.count, text[start] == quote else { return nil }
        var end = start + 1
        while end < text.count && text[end] != quote && text[end] != 0x0A { end += 1 }
        return UnsafeRawBufferPointer(rebasing: text[(start + 1)..<end])
    }

    private static func contains(_ needle: String, in text: UnsafeRawBufferPointer) -> Bool {
        anyEnd(of: needle, in: text) { _ in true }
    }

    /// Whether `test` holds just after some occurrence of `needle`.
    private static func anyEnd(of needle: String, in text: UnsafeRawBufferPointer, where test: (Int) -> Bool) -> Bool {
        var needle = needle
        return needle.withUTF8 { needle in
            ByteSearch.anyOffset(of: UnsafeRawBufferPointer(needle), in: text) { test($0 + needle.count) }
        }
    }

    private static func has(_ word: String, in text: UnsafeRawBufferPointer, at offset: Int) -> Bool {
        let bytes = word.utf8
        return offset + bytes.count <= text.count && text[offset..<(offset + bytes.count)].elementsEqual(bytes)
    }

    private static func skipSpace(in text: UnsafeRawBufferPointer, from offset: Int) -> Int {
        var index = offset
        while index < text.count && isSpace(text[index]) { index += 1 }
        return index
    }

    private static func skipSpaceAndComments(in text: UnsafeRawBufferPointer, from offset: Int) -> Int {
        var index = skipSpace(in: text, from: offset)
        while index + 1 < text.count && text[index] == UInt8(ascii: "/") {
            if text[index + 1] == UInt8(ascii: "/") {
                while index < text.count && text[index] != 0x0A { index += 1 }
            } else if text[index + 1] == UInt8(ascii: "*") {
                index += 2
                while index + 1 < text.count && !(text[index] == UInt8(ascii: "*") && text[index + 1] == UInt8(ascii: "/")) { index += 1 }
                index += 2
            } else {
                break
            }
            index = skipSpace(in: text, from: index)
        }
        return index
    }

    private static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }
    private static let quote = UInt8(ascii: "\"")
}
