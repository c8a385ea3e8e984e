/// The parsed glossary as the parse cache keeps it (see `ParseCache`): its concepts and the
/// problems parsing found, in `CompactWriter`'s bytes. Parsing its YAML was a fifth of loading
/// the built-in knowledge base, which every cold lint does.
enum GlossaryRecord {
    static func encode(_ glossary: Glossary, diagnostics: [Diagnostic]) -> [UInt8] {
        var out = CompactWriter()
        out.list(glossary.concepts) { out, concept in
            out.string(concept.id)
            for forms in [concept.terms, concept.avoid] {
                out.list(forms.sorted { $0.key.tag < $1.key.tag }) { out, form in
                    out.string(form.key.tag)
                    out.strings(form.value)
                }
            }
            out.optional(concept.location) { $0.location($1) }
            out.optional(concept.entry) { $0.string($1.rawValue) }
        }
        out.list(diagnostics) { $0.diagnostic($1) }
        return out.bytes
    }

    /// The glossary and its problems; nil for bytes that are not a whole record.
    static func decode(_ bytes: ArraySlice<UInt8>) -> (Glossary, [Diagnostic])? {
        var input = CompactReader(bytes: bytes)
        func forms(_ input: inout CompactReader) -> [Language: [String]]? {
            guard
                let forms: [(Language, [String])] = input.list({ reader in
                    guard let language = reader.string().flatMap(Language.init(known:)), let terms = reader.strings()
                    else { return nil }
                    return (language, terms)
                })
            else { return nil }
            return Dictionary(forms, uniquingKeysWith: { first, _ in first })
        }
        guard
            let concepts: [Glossary.Concept] = input.list({ reader in
                guard let id = reader.string(), let terms = forms(&reader), let avoid = forms(&reader),
                    let location: SourceLocation? = reader.optional({ $0.location() }),
                    let entry: String? = reader.optional({ $0.string() })
                else { return nil }
                return Glossary.Concept(id: id, terms: terms, avoid: avoid, entry: entry.map { EntryID($0) }, location: location)
            }),
            let diagnostics: [Diagnostic] = input.list({ $0.diagnostic() }),
            input.isAtEnd
        else { return nil }
        return (Glossary(concepts: concepts), diagnostics)
    }
}
