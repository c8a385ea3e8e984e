import Foundation
import TestSupport
import XCTest

/// Runs the built `hig-activity` binary as a user would.
struct Run {
    var status: Int32
    var stdout: String
    var stderr: String

    /// The directory holding the built products (the test bundle sits beside them).
    static var productsDirectory: URL {
        #if os(macOS)
            for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
                return bundle.bundleURL.deletingLastPathComponent()
            }
            fatalError("couldn't find the products directory")
        #else
            return Bundle.main.bundleURL
        #endif
    }

    static var binary: URL { productsDirectory.appendingPathComponent("hig-activity") }

    /// A clean environment: no locale, no colour preference, no content override, unless given.
    static func hig(
        _ arguments: [String], environment: [String: String] = [:], directory: URL? = nil, executable: URL = binary,
        input: Data? = nil, timeout: Double = 120
    ) throws -> Run {
        var env = ["PATH": "/usr/bin:/bin", "HOME": NSTemporaryDirectory()]
        env.merge(environment) { $1 }
        let result = try Subprocess.run(
            executable, arguments, environment: env, directory: directory, input: input, timeout: timeout)
        return Run(status: result.status, stdout: result.stdout, stderr: result.stderr)
    }

    /// Runs a Python script of the repository; its exit status and everything it printed.
    static func python(_ script: URL, _ arguments: [String], timeout: Double) throws -> (status: Int32, output: String) {
        let result = try Subprocess.run(
            URL(fileURLWithPath: "/usr/bin/env"), ["python3", script.path] + arguments, timeout: timeout)
        return (result.status, result.stdout + result.stderr)
    }

    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("hig-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
