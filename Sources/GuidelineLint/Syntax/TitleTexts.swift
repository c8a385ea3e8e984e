import GuidelineKit
import SwiftSyntax

/// A text people see, as the title rules judge it: a literal as written, or a localized key's
/// text in one language, placed where it is written (the Swift code for the development language,
/// the string table's line for a translation).
struct TitleText {
    var text: String
    /// Interpolations and format specifiers (`%@`), each an unknown word.
    var interpolations: Int
    var location: GuidelineKit.SourceLocation
    /// A translation's language; nil for the development language and for literal text.
    var language: String?
    /// Where the text comes from, or where a translated one is used.
    var notes: [Diagnostic.Note]

    /// Its words: runs between spaces holding a letter, a digit or a value the code fills in
    /// (shown as "…"); "&" and "–" are not words.
    var words: [Substring] {
        text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" }).filter(Self.isWord)
    }

    static func isWord(_ run: some StringProtocol) -> Bool { run.contains { $0.isLetter || $0.isNumber || $0 == "…" } }

    /// Whether spaces don't separate words in the text, so word limits say nothing about it:
    /// Chinese, Japanese and Thai have no spaces between words, Vietnamese has one between
    /// syllables ("Quản lý số điện thoại" is three words, five syllables).
    var wordsAreUncountable: Bool {
        if language == "vi" || language?.hasPrefix("vi-") == true { return true }
        return text.unicodeScalars.contains { scalar in
            switch scalar.value {
            case 0x3040...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x0E00...0x0E7F: true
            default: false
            }
        }
    }

    /// Length in columns: a wide character (CJK, Hangul, full-width forms) takes two, as on screen.
    var width: Int {
        text.unicodeScalars.reduce(0) { total, scalar in
            switch scalar.value {
            case 0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
                0xFFE0...0xFFE6:
                total + 2
            case 0x0300...0x036F, 0x200B...0x200F: total  // combining marks and zero-width characters
            default: total + 1
            }
        }
    }

    /// The Swift code that shows a translated text.
    var origin: GuidelineKit.SourceLocation?

    /// The finding for this text, with its notes and what it breaks (said of a translation as such).
    func finding(_ rule: String, _ fault: Fault? = nil) -> Finding {
        var finding = Finding(rule, at: location, subject: text)
        finding.notes = notes
        finding.origin = origin
        finding.fault = fault.map { fault in language.map { .translation(language: $0, fault) } ?? fault }
        return finding
    }
}

extension Project {
    /// The text `titleTexts` gives for the development language.
    func developmentText(of expression: ExprSyntax, in file: SwiftFile, localizableLiteral: Bool = false) -> TitleText? {
        titleTexts(of: expression, in: file, localizableLiteral: localizableLiteral).first { $0.language == nil }
    }

    /// The texts an expression shows: a literal as written, or, for a localized string
    /// (`NSLocalizedString`, `String(localized:)`, `"key".localized`, a generated `L10n.key`, and
    /// with `localizableLiteral` a SwiftUI title literal), its text in the development language
    /// at the code and each translation at its line in the string table. A key no table has shows
    /// as its fallback (the `value:`, else the key); an accessor without one shows nothing known.
    func titleTexts(of expression: ExprSyntax, in file: SwiftFile, localizableLiteral: Bool = false) -> [TitleText] {
        let literal = StringValue.of(expression)
        let site = file.location(of: literal?.node ?? expression)
        let reference =
            LocalizationReference.of(expression, localizableLiteral: localizableLiteral)
            ?? LocalizationAccessors.paths(of: expression).lazy.compactMap(localizationAccessor).first
            ?? LocalizationReference.wrapped(expression).flatMap { wrapped -> LocalizationReference? in
                let words = ActionHandlers.words(expression.trimmedSource)
                return localizations.wrapperTable(for: wrapped.key, naming: words, from: file.path).map {
                    LocalizationReference(table: $0, key: wrapped.key, fallback: nil)
                }
            }
        guard let reference else {
            return literal.map { [TitleText(text: $0.text, interpolations: $0.interpolations, location: site, notes: [])] }
                ?? []
        }
        guard let found = localizations.lookup(table: reference.table, key: reference.key, from: file.path) else {
            guard let fallback = reference.fallback else { return [] }
            return [Self.text(fallback, at: site, language: nil, notes: [])]
        }
        var texts: [TitleText] = []
        if let development = found.development {
            let note = Diagnostic.Note("\(development.language) text of “\(reference.key)”", at: development.location)
            texts.append(Self.text(development.text, at: site, language: nil, notes: [note]))
        } else if let fallback = reference.fallback {
            texts.append(Self.text(fallback, at: site, language: nil, notes: []))
        }
        return texts + Self.translations(found, of: reference.key, shownAt: site)
    }

    /// Each translation of a table's `key`, at its line in the table, shown at `site`.
    private static func translations(_ found: Localized, of key: String, shownAt site: GuidelineKit.SourceLocation) -> [TitleText] {
        found.translations.map { translation in
            var text = Self.text(
                translation.text, at: translation.location, language: translation.language,
                notes: [Diagnostic.Note("“\(key)” is shown here", at: site)])
            text.origin = site
            return text
        }
    }

    /// The development-language text a generated accessor (`L10n.Toplists.pastMonth`) shows,
    /// placed at `site`: its table's text, else its fallback.
    func developmentText(ofAccessor accessor: String, at site: GuidelineKit.SourceLocation, from path: String) -> TitleText? {
        guard let reference = localizationAccessor(accessor) else { return nil }
        if let development = localizations.lookup(table: reference.table, key: reference.key, from: path)?.development {
            let note = Diagnostic.Note("\(development.language) text of “\(reference.key)”", at: development.location)
            return Self.text(development.text, at: site, language: nil, notes: [note])
        }
        return reference.fallback.map { Self.text($0, at: site, language: nil, notes: []) }
    }

    /// A table's text, with its format specifiers (`%@`, `%1$d`, `%lld`) counted as interpolations.
    private static func text(_ text: String, at location: GuidelineKit.SourceLocation, language: String?, notes: [Diagnostic.Note])
        -> TitleText
    {
        var shown = ""
        var interpolations = 0
        var scalars = text.unicodeScalars[...]
        while let first = scalars.first {
            scalars = scalars.dropFirst()
            guard first == "%", let next = scalars.first else {
                shown.unicodeScalars.append(first)
                continue
            }
            if next == "%" {
                shown += "%"
                scalars = scalars.dropFirst()
                continue
            }
            // %[position$][flags][width][.precision][length]conversion
            let specifier = scalars.prefix { $0.properties.numericType != nil || "$#-+ .'hlqLzjt".unicodeScalars.contains($0) }
            let rest = scalars.dropFirst(specifier.count)
            if let conversion = rest.first, "@dDiuUxXoOfFeEgGcCsSpaA".unicodeScalars.contains(conversion) {
                shown += "…"
                interpolations += 1
                scalars = rest.dropFirst()
            } else {
                shown += "%"
            }
        }
        return TitleText(text: shown, interpolations: interpolations, location: location, language: language, notes: notes)
    }
}

extension Project {
    /// The texts a storyboard or xib shows for a title: as Interface Builder stores it, at its
    /// element, and each translation at its line in `<lang>.lproj/<Storyboard>.strings`.
    func titleTexts(of title: InterfaceControls.Text, in file: InterfaceFile) -> [TitleText] {
        let site = file.location(of: title.element)
        // Text the app fills in from its string table when the view loads (`xibLocKey`): that
        // table's, as code's `NSLocalizedString` would show it; none known when it has no such key.
        if let runtimeKey = title.runtimeKey {
            guard let found = localizations.lookup(table: "Localizable", key: runtimeKey, from: file.path), let development = found.development
            else { return [] }
            let note = Diagnostic.Note("\(development.language) text of “\(runtimeKey)”, which the app shows in place of “\(title.text)”", at: development.location)
            return [Self.text(development.text, at: site, language: nil, notes: [note])]
                + Self.translations(found, of: runtimeKey, shownAt: site)
        }
        let text = Self.text(title.text, at: site, language: nil, notes: [])
        guard let key = title.key, let found = localizations.lookup(table: file.tableName, key: key, from: file.path)
        else { return [text] }
        return [text] + Self.translations(found, of: key, shownAt: site)
    }
}
