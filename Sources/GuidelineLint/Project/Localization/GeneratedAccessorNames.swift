import Foundation

/// The accessors SwiftGen's strings templates generate for a project's keys, for projects that
/// generate them at build time and commit no output (`swiftgen.yml` writes `Localizable.swift`
/// into a folder git ignores): `L10n.Collections.deleteAttachmentFiles` in code then names the
/// key `collections.delete_attachment_files` though no file declares it. The path is the key's
/// dotted components, each but the last as an enum (`Collections`), the last as a member
/// (`deleteAttachmentFiles`), as SwiftGen's `structured-swift5` and `flat-swift5` templates name
/// them; with several tables, under an enum named for the table. A path is looked up only under a
/// root the project does not declare (`Project.localizationAccessor`), and a path two keys share
/// is left out: a name that could be either says nothing.
struct GeneratedAccessorNames: Sendable {
    private var references: [String: LocalizationReference] = [:]

    init(_ localizations: Localizations) {
        var found: [String: LocalizationReference?] = [:]
        func add(_ path: String, _ reference: LocalizationReference) {
            if let known = found[path] {
                if known != reference { found[path] = .some(nil) }
            } else {
                found[path] = reference
            }
        }
        for name in localizations.tables.keys.sorted() {
            for table in localizations.tables[name]! {
                let keys = table.texts.filter { $0.language == table.developmentLanguage || $0.language == "Base" }
                    .flatMap(\.byKey.keys)
                for key in Set(keys).sorted() {
                    let reference = LocalizationReference(table: name, key: key, fallback: nil)
                    let structured = Self.structuredPath(of: key)
                    add(structured, reference)
                    add(Self.enumName(name) + "." + structured, reference)
                    // `flat-swift5`: the whole key as one member.
                    add(Self.memberName(key), reference)
                }
            }
        }
        references = found.compactMapValues { $0 }
    }

    /// The reference a path under an undeclared root names (`Collections.deleteAttachmentFiles`).
    func reference(_ path: String) -> LocalizationReference? { references[path] }

    /// Last names of the accessors, with their references (`LongTitles` looks them up by it).
    var byLastName: [(name: String, reference: LocalizationReference)] {
        references.map { ($0.key.lastNameComponent, $0.value) }
    }

    static func structuredPath(of key: String) -> String {
        let components = key.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        return (components.dropLast().map(enumName) + [memberName(components.last ?? key)]).joined(separator: ".")
    }

    /// SwiftGen's `swiftIdentifier:"pretty"`: the runs of letters and digits, each with its first
    /// letter upper-cased, joined; a leading digit gets an underscore.
    static func enumName(_ text: String) -> String {
        let runs = text.split { !($0.isLetter || $0.isNumber) }
        let joined = runs.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        return joined.first?.isNumber == true ? "_" + joined : joined
    }

    /// `enumName`, then SwiftGen's `lowerFirstWord`: the leading capitals lowered, all of them
    /// when nothing follows, else all but the one that starts the next word (`URLString` → `urlString`).
    static func memberName(_ text: String) -> String {
        let name = enumName(text)
        let capitals = name.prefix { $0.isUppercase }
        if capitals.count == name.count { return name.lowercased() }
        if capitals.count <= 1 { return capitals.lowercased() + name.dropFirst(capitals.count) }
        return capitals.dropLast().lowercased() + name.dropFirst(capitals.count - 1)
    }
}
