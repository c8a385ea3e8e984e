// facts-agreement [--print] FOLDER...: for every Swift file under the folders, whether the project
// model's own parser (FactsReader) reads the facts swift-syntax's tree gives. Prints each file
// that differs with its differing lines, then how many files agree; exits 1 when one differs.
// --print prints every file's facts as the reader reads them; --time prints how long the reader's
// stages take on the files, on one core, beside swift-syntax's parse.
import Foundation
@_spi(Benchmarks) import GuidelineLint

var folders = Array(CommandLine.arguments.dropFirst())
let printing = folders.first == "--print"
if printing { folders.removeFirst() }
let timing = folders.first == "--time"
if timing { folders.removeFirst() }
guard !folders.isEmpty else {
    FileHandle.standardError.write(Data("usage: facts-agreement FOLDER...\n".utf8))
    exit(64)
}
let paths = LintedFiles.swift(under: folders)
var differing = 0, compared = 0
if timing {
    var texts: [String] = []
    for path in paths {
        if let data = FileManager.default.contents(atPath: path), data.count <= 2 << 20,
            let text = String(data: data, encoding: .utf8)
        {
            texts.append(text)
        }
    }
    var (lex, parse, read) = (0.0, 0.0, 0.0)
    for text in texts {
        let times = FactsAgreement.readerTimes(text)
        lex += times.lex
        parse += times.parse
        read += times.read
    }
    let megabytes = Double(texts.reduce(0) { $0 + $1.utf8.count }) / 1e6
    let syntax = FactsAgreement.swiftSyntaxParseTime(texts)
    print(String(format: "%d files, %.1f MB, one core: lex %.3f s, parse %.3f s, read facts %.3f s; total %.3f s (%.0f MB/s); swift-syntax's parse %.3f s", texts.count, megabytes, lex, parse, read, lex + parse + read, megabytes / (lex + parse + read), syntax))
    exit(0)
}
for path in paths {
    guard let data = FileManager.default.contents(atPath: path), data.count <= 2 << 20,
        let text = String(data: data, encoding: .utf8)
    else { continue }
    compared += 1
    if printing { print(path, FactsAgreement.readerLines(text, path: path).joined(separator: "\n"), separator: "\n") }
    if let difference = FactsAgreement.difference(text, path: path) {
        differing += 1
        print(path)
        print(difference)
    }
}
print("facts agree in \(compared - differing) of \(compared) Swift files")
exit(differing == 0 ? 0 : 1)
