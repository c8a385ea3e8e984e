/// The tool's version: what `--version` prints and what reports (SARIF) name.
public enum ToolVersion {
    public static let current = "0.2.0"
}
