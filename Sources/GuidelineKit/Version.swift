/// The tool's version: what `--version` prints and what reports (SARIF) name.
public enum ToolVersion {
    public static let current = "0.2.0"
    /// The release date, for dated output such as man pages (kept constant so builds repeat).
    public static let date = "2026-11-21"
}
