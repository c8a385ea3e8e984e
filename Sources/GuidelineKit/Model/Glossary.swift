import Yams

/// The multilingual term base (`glossary.yml`): each concept with its terms per language,
/// the preferred term first. A language's terms are a list (`ko: [모달 보기, 모달 창]`), or a
/// mapping that also names the variants to avoid (`ko: {use: [모달 보기], avoid: [모달 뷰]}`):
/// `check` warns where an entry uses one, and search still matches them. A concept may name the
/// entry that answers for it (`entry: menus/submenus`): search ranks that entry as if its title
/// named every term of the concept, so a query that names the concept, in any language, finds it.
public struct Glossary: Hashable, Sendable {
    public struct Concept: Hashable, Sendable {
        public var id: String
        /// Preferred term first, then accepted variants.
        public var terms: [Language: [String]]
        /// Variants entries should not use (search still matches them).
        public var avoid: [Language: [String]] = [:]
        /// The entry that answers for the concept: a topic's overview for a component, the
        /// guideline that defines it for a part or a property.
        public var entry: EntryID?

        /// Every term search expands a query through, in every language.
        public var searchTerms: [String] {
            Language.all.flatMap { (terms[$0] ?? []) + (avoid[$0] ?? []) }
        }
        /// Where it is defined, for problems found once the knowledge base's languages are known.
        public var location: SourceLocation?
    }

    public var concepts: [Concept] = []

    public init(concepts: [Concept] = []) { self.concepts = concepts }

    /// Reads `glossary.yml`; problems go to `diagnostics` with their lines.
    static func parse(_ file: TextFile, diagnostics: inout [Diagnostic]) -> Glossary {
        let yaml = YAMLText(file.text)
        func at(_ mark: Mark?) -> SourceLocation { yaml.location(of: mark, file: file.path) }
        let root: Node?
        do {
            root = try Yams.compose(yaml: file.text, .basic, .default, .utf8)
        } catch let error as YamlError {
            diagnostics.append(
                .error("yaml-syntax", "glossary is not valid YAML: \(error.problemText)", at: at(error.mark)))
            return Glossary()
        } catch {
            diagnostics.append(.error("yaml-syntax", "glossary is not valid YAML: \(error)", at: at(nil)))
            return Glossary()
        }
        guard let root, case .mapping(let top) = root, let termsNode = top["terms"],
            case .sequence(let items) = termsNode
        else {
            diagnostics.append(
                .error(
                    "glossary-shape", "glossary must be a mapping with a 'terms' list; see Content/glossary.yml",
                    at: at(root?.mark)))
            return Glossary()
        }
        for (key, _) in top where key.string != "terms" {
            diagnostics.append(
                .error(
                    "unknown-key", "unknown glossary key '\(key.string ?? "?")'; the glossary has only 'terms'",
                    at: at(key.mark)))
        }
        var glossary = Glossary()
        var seen: Set<String> = []
        for item in items {
            guard case .mapping(let fields) = item, let id = fields["id"]?.string, EntryID.isKebabCase(id) else {
                diagnostics.append(
                    .error(
                        "glossary-shape", "each glossary term needs a kebab-case 'id' and a list of terms per language",
                        at: at(item.mark)))
                continue
            }
            if !seen.insert(id).inserted {
                diagnostics.append(
                    .error("duplicate-id", "glossary term '\(id)' is defined twice; merge them", at: at(item.mark)))
            }
            var concept = Concept(id: id, terms: [:], location: at(item.mark))
            if let node = fields["entry"] {
                if let entry = node.string, !entry.isEmpty {
                    concept.entry = EntryID(entry)
                } else {
                    diagnostics.append(
                        .error(
                            "glossary-shape", "'entry' of glossary term '\(id)' must be an entry id such as menus/submenus",
                            at: at(node.mark)))
                }
            }
            for (key, value) in fields where key.string != "id" && key.string != "entry" {
                let name = key.string ?? ""
                guard let language = Language(known: name), language.tag == name else {
                    let known = Language.all.map(\.tag).joined(separator: ", ")
                    diagnostics.append(
                        .error(
                            "unknown-language",
                            "unknown language tag '\(name)' in glossary term '\(id)'; use one of \(known)",
                            at: at(key.mark)))
                    continue
                }
                func list(_ node: Node?) -> [String] {
                    switch node {
                    case .scalar(let s)?: [s.string]
                    case .sequence(let seq)?: seq.compactMap(\.string)
                    default: []
                    }
                }
                var terms = list(value)
                if case .mapping(let forms) = value {
                    terms = list(forms["use"])
                    concept.avoid[language] = list(forms["avoid"])
                    for (formKey, _) in forms where !["use", "avoid"].contains(formKey.string ?? "") {
                        diagnostics.append(
                            .error(
                                "glossary-shape",
                                "unknown key '\(formKey.string ?? "?")' in the \(name) terms of '\(id)'; use 'use' and 'avoid'",
                                at: at(formKey.mark)))
                    }
                }
                if terms.isEmpty || terms.contains(where: { $0.trimmingSpaces.isEmpty }) {
                    diagnostics.append(
                        .error("glossary-shape", "glossary term '\(id)' has an empty \(name) term", at: at(value.mark)))
                }
                concept.terms[language] = terms
            }
            glossary.concepts.append(concept)
        }
        return glossary
    }

}
