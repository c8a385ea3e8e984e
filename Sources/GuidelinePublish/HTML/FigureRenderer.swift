import GuidelineKit

/// A figure as the site shows it: the drawing inlined as an accessible image (`role="img"`, its
/// caption as the title and its alt text as the description, in the page's language), each
/// label filled in with the language's text, colours left to the stylesheet's classes (so the
/// dark theme redraws it), ids made unique in the page. Only what `FigureChecker` let through is
/// written, and every value is escaped.
enum FigureRenderer {
    static func html(_ figure: Figure, language: Language, caption: String, alt: String) -> String {
        let prefix = "figure-\(figure.name)"
        var out = "<figure class=\"diagram\" id=\"\(HTMLRenderer.escape(prefix))\">\n"
        out += "<svg xmlns=\"http://www.w3.org/2000/svg\""
        if let viewBox = figure.drawing["viewBox"] { out += " viewBox=\"\(HTMLRenderer.escape(viewBox))\"" }
        out += " role=\"img\" aria-labelledby=\"\(prefix)-title \(prefix)-desc\">"
        out += "<title id=\"\(prefix)-title\">\(HTMLRenderer.escape(caption))</title>"
        out += "<desc id=\"\(prefix)-desc\">\(HTMLRenderer.escape(alt))</desc>\n"
        for child in figure.drawing.children { element(child, figure: figure, language: language, prefix: prefix, into: &out) }
        out += "</svg>\n<figcaption>\(HTMLRenderer.escape(caption))</figcaption>\n</figure>\n"
        return out
    }

    private static func element(_ node: SVGNode, figure: Figure, language: Language, prefix: String, into out: inout String) {
        out += "<\(node.name)"
        for attribute in node.attributes {
            var value = attribute.value
            switch attribute.name {
            case "id", "data-fit": value = "\(prefix)-\(value)"
            case "marker-start", "marker-end": value = "url(#\(prefix)-\(value.dropFirst(5).dropLast()))"
            default: break
            }
            out += " \(attribute.name)=\"\(HTMLRenderer.escape(value))\""
        }
        out += ">"
        if node.name == "text", let key = node["data-label"] {
            out += HTMLRenderer.escape(figure.label(key, in: language))
        }
        for child in node.children { element(child, figure: figure, language: language, prefix: prefix, into: &out) }
        out += "</\(node.name)>"
        if node.name != "text" { out += "\n" }
    }
}
