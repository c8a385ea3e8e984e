import Foundation

/// The files of a templates folder (`Templates/`, or `--templates DIR`): Mustache templates and
/// the assets they name, by file name. The same reading serves the templates built into the
/// binary and a team's own.
public enum SiteTemplates {
    /// Whether a file of the folder belongs to the templates.
    public static func isTemplateFile(_ name: String) -> Bool {
        name.hasSuffix(".mustache") || name.hasSuffix(".css") || name.hasSuffix(".js")
    }

    /// Every template file in `folder`, by name.
    public static func load(folder: String) throws(SiteBuilder.TemplateError) -> [String: String] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else {
            throw SiteBuilder.TemplateError(
                description: "cannot read the templates folder '\(folder)'; check that it exists and is readable")
        }
        var templates: [String: String] = [:]
        for name in names.sorted() where isTemplateFile(name) {
            guard let data = FileManager.default.contents(atPath: "\(folder)/\(name)") else {
                throw SiteBuilder.TemplateError(description: "\(folder)/\(name): cannot read this template")
            }
            guard let text = String(data: data, encoding: .utf8) else {
                throw SiteBuilder.TemplateError(description: "\(folder)/\(name): not UTF-8 text; save it as UTF-8")
            }
            templates[name] = text
        }
        return templates
    }
}
