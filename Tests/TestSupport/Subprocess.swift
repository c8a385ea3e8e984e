import Foundation

/// A finished child process: its exit status and what it printed. Every test that runs a
/// program goes through `run`, which never waits longer than its time limit.
public struct Subprocess: Sendable {
    public var status: Int32
    public var stdout: String
    public var stderr: String

    /// A program that did not finish in time: it was killed, and the test fails with this.
    public struct TimedOut: Error, CustomStringConvertible {
        public var command: String
        public var seconds: Double
        public var description: String { "\(command) did not finish within \(Int(seconds)) s and was killed" }
    }

    /// Runs `executable` to completion. Both streams go through files, so a large output on
    /// either cannot block the child; past `timeout` seconds the child is killed and this throws.
    public static func run(
        _ executable: URL, _ arguments: [String], environment: [String: String]? = nil, directory: URL? = nil,
        input: Data? = nil, timeout: Double = 120
    ) throws -> Subprocess {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let environment { process.environment = environment }
        if let directory { process.currentDirectoryURL = directory }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("subprocess-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let outURL = folder.appendingPathComponent("stdout")
        let errURL = folder.appendingPathComponent("stderr")
        FileManager.default.createFile(atPath: outURL.path, contents: nil)
        FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let out = try FileHandle(forWritingTo: outURL)
        let err = try FileHandle(forWritingTo: errURL)
        process.standardOutput = out
        process.standardError = err
        // Standard input from a file too, so a large input cannot block on a full pipe.
        if let input {
            let inURL = folder.appendingPathComponent("stdin")
            try input.write(to: inURL)
            process.standardInput = try FileHandle(forReadingFrom: inURL)
        } else {
            process.standardInput = FileHandle.nullDevice
        }
        let finished = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in finished.signal() }
        try process.run()
        if finished.wait(timeout: .now() + timeout) == .timedOut {
            kill(process.processIdentifier, SIGKILL)
            finished.wait()
            try? out.close()
            try? err.close()
            throw TimedOut(
                command: ([executable.lastPathComponent] + arguments).joined(separator: " "), seconds: timeout)
        }
        try out.close()
        try err.close()
        return Subprocess(
            status: process.terminationStatus,
            stdout: String(decoding: try Data(contentsOf: outURL), as: UTF8.self),
            stderr: String(decoding: try Data(contentsOf: errURL), as: UTF8.self))
    }
}
