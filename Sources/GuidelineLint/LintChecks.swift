import GuidelineKit

/// The diagnostics `lint` reports besides rule violations, each with its own id: problems with
/// suppression comments and with the input. Documented here once; SARIF describes them from it.
public enum LintChecks {
    public static let all: [CheckDescription] =
        Suppressions.checks + [
            CheckDescription(
                id: "config", summary: "A .hig-activity.yml that cannot be used.",
                help: "Fix the key or value named in the message; `hig-activity rules` lists rules and options."),
            CheckDescription(
                id: "config-path", summary: "A path in 'included' or 'excluded' that does not exist.",
                help: "Paths are relative to the configuration file's folder."),
            CheckDescription(
                id: "unreadable", summary: "A file or folder that cannot be read; the lint is incomplete (exit 2).",
                help: "Check that it exists and its permissions."),
            CheckDescription(
                id: "too-large", summary: "A file too large to read or to parse, not linted.",
                help: "Exclude generated files with 'excluded' in .hig-activity.yml."),
            CheckDescription(
                id: "binary-file", summary: "A .swift file that is not text, not linted.", help: "Exclude it."),
            CheckDescription(
                id: "invalid-utf8", summary: "A .swift file that is not valid UTF-8, not linted.",
                help: "Save it as UTF-8."),
            CheckDescription(
                id: "syntax-error", summary: "Swift source that does not parse; rules still run on what parsed.",
                help: "Fix the code, or exclude the file."),
            CheckDescription(
                id: "parse-time-limit", summary: "A Swift file whose parse took too long, not linted.",
                help: "Raise the limit with `lint --parse-time-limit SECONDS`, or exclude the file."),
            CheckDescription(
                id: "nesting-limit", summary: "Swift source nested too deeply to check safely, not linted.",
                help: "Exclude the file (it is most likely generated)."),
            CheckDescription(
                id: "bad-plist", summary: "An Info.plist that is not a property list dictionary, not read.",
                help: "Fix or remove it."),
            CheckDescription(
                id: "bad-strings",
                summary: "A string table (.strings, .stringsdict, .xcstrings) that cannot be read; titles it translates are judged without it.",
                help: "Fix it at the line and column given, or regenerate it in Xcode."),
            CheckDescription(
                id: "bad-asset", summary: "An asset catalog image set whose Contents.json cannot be read.",
                help: "Fix or regenerate it in Xcode."),
            CheckDescription(
                id: "broken-link", summary: "A symbolic link whose target does not exist, not followed.",
                help: "Remove the link or exclude it."),
            CheckDescription(
                id: "directory-link", summary: "A symbolic link to a folder, not followed (it could loop).",
                help: "Lint the folder it points to by name."),
        ]
}
