/// Named templates that fill each other as partials (`{{> name}}`).
public struct MustacheLibrary: Sendable {
    let templates: [String: MustacheTemplate]
    /// Partials nested deeper than this print nothing: a template that names itself without a
    /// section to end it would otherwise never finish.
    static let maximumDepth = 64

    public init(templates: [String: MustacheTemplate]) { self.templates = templates }

    /// The template `name` filled with `value`; nil when there is no such template.
    public func render(_ name: String, _ value: MustacheValue) -> String? {
        guard let template = templates[name] else { return nil }
        var renderer = Renderer(library: self, stack: [value])
        renderer.out.reserveCapacity(16 << 10)
        renderer.render(template.nodes)
        return renderer.out
    }

    struct Renderer {
        let library: MustacheLibrary
        var stack: [MustacheValue]
        var out = ""
        /// The indentation of the standalone partials being filled, and whether the next
        /// character starts one of their template's lines.
        var indentation = ""
        var atLineStart = false
        var depth = 0

        init(library: MustacheLibrary, stack: [MustacheValue]) {
            self.library = library
            self.stack = stack
        }

        mutating func render(_ nodes: [MustacheTemplate.Node]) {
            for node in nodes {
                switch node {
                case .text(let text):
                    if indentation.isEmpty { out += text } else { indent(text) }
                case .variable(let name, let escaped):
                    guard let value = lookup(name) else { continue }
                    let text: String
                    switch value {
                    case .string(let string): text = string
                    case .bool(let flag): text = flag ? "true" : "false"
                    case .list, .object: continue
                    }
                    if text.isEmpty { continue }
                    if atLineStart {
                        out += indentation
                        atLineStart = false
                    }
                    out += escaped ? HTMLRenderer.escape(text) : text
                case .section(let name, let inverted, let children):
                    let value = lookup(name)
                    if inverted {
                        if !(value?.isTruthy ?? false) { render(children) }
                        continue
                    }
                    guard let value, value.isTruthy else { continue }
                    switch value {
                    case .list(let items):
                        for item in items {
                            stack.append(item)
                            render(children)
                            stack.removeLast()
                        }
                    case .bool: render(children)
                    case .string, .object:
                        stack.append(value)
                        render(children)
                        stack.removeLast()
                    }
                case .partial(let name, let partialIndentation, _):
                    guard let template = library.templates[name], depth < MustacheLibrary.maximumDepth else { continue }
                    let outer = indentation
                    depth += 1
                    if !partialIndentation.isEmpty {
                        indentation += partialIndentation
                        atLineStart = true
                    }
                    render(template.nodes)
                    depth -= 1
                    indentation = outer
                }
            }
        }

        /// Template text inside an indented partial: each of its lines that has characters starts
        /// with the indentation (text filled in from values is not indented).
        private mutating func indent(_ text: String) {
            var lineBegins = text.utf8.startIndex
            for index in text.utf8.indices where text.utf8[index] == UInt8(ascii: "\n") {
                if atLineStart && index > lineBegins { out += indentation }
                out += text[lineBegins...index]
                atLineStart = true
                lineBegins = text.utf8.index(after: index)
            }
            if lineBegins < text.utf8.endIndex {
                if atLineStart { out += indentation }
                out += text[lineBegins...]
                atLineStart = false
            }
        }

        /// A name's value: its first part is looked for from the innermost context outwards,
        /// the rest only inside what that found.
        private func lookup(_ name: MustacheTemplate.Name) -> MustacheValue? {
            guard let first = name.parts.first else { return stack.last }
            var found: MustacheValue?
            for item in stack.reversed() {
                if case .object(let object) = item, let value = object[first] {
                    found = value
                    break
                }
            }
            for part in name.parts.dropFirst() {
                guard case .object(let object)? = found else { return nil }
                found = object[part]
            }
            return found
        }
    }
}
