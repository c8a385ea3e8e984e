import Foundation

/// The site addresses a user gives (`--base-url`, `--help-base-url`, `help-base-url:`).
public enum WebAddress {
    /// What is wrong with `text` as an http(s) address of a site, or nil when it is usable.
    public static func problem(_ text: String) -> String? {
        guard text.hasPrefix("https://") || text.hasPrefix("http://") else {
            return "must start with https:// or http://, e.g. https://docs.example.com/hig/"
        }
        if let bad = text.unicodeScalars.first(where: {
            $0.properties.isWhitespace || $0.value < 0x20 || $0.value == 0x7F || "\"<>\\^`{|}".unicodeScalars.contains($0)
        }) {
            let shown = bad == " " ? "a space" : "'\(bad.escaped(asASCII: true))'"
            return "contains \(shown); percent-encode it (a space is %20)"
        }
        guard let components = URLComponents(string: text), let host = components.host, !host.isEmpty else {
            return "is not a valid address; write it as https://host/path/"
        }
        return nil
    }
}
