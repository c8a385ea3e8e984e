import Foundation
import GuidelineKit
import XCTest

/// A cache folder stays bounded: old entries go, then the least recently used beyond the size
/// limit, and what an interrupted write left once it is surely not in progress.
final class CacheTrimTests: XCTestCase {
    private var folder: String!
    /// When the test started (XCTest may make every test's instance long before it runs).
    private var now = 0.0
    private let day = 86_400.0

    override func setUpWithError() throws {
        now = Date().timeIntervalSince1970
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("hig-trim-\(UUID().uuidString)").path
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: folder)
    }

    /// A file of `bytes` bytes at `name` (folders made), last used `age` seconds ago.
    private func entry(_ name: String, bytes: Int = 10, age: Double) throws {
        let path = "\(folder!)/\(name)"
        try FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(repeating: 65, count: bytes).write(to: URL(fileURLWithPath: path))
        try FileManager.default.setAttributes(
            [.modificationDate: Date(timeIntervalSince1970: now - age)], ofItemAtPath: path)
    }

    private func files() -> [String] {
        (FileManager.default.enumerator(atPath: folder)?.compactMap { $0 as? String } ?? [])
            .filter { !$0.hasSuffix("/") && !FileManager.default.isDirectory("\(folder!)/\($0)") }.sorted()
    }

    func testEntriesUnusedForTheMaximumAgeGo() throws {
        try entry("reports/ab/old.report", age: 31 * day)
        try entry("reports/cd/recent.report", age: 29 * day)
        try entry("facts/ef/old.facts", age: 400 * day)
        try entry("digests/01/today.digests", age: 60)
        let trim = CacheTrim(maximumBytes: 1 << 20, maximumAge: 30 * day)
        XCTAssertEqual(trim.trim(folder, now: now), 2)
        XCTAssertEqual(files(), ["digests/01/today.digests", "reports/cd/recent.report"])
    }

    func testTheLeastRecentlyUsedGoUntilTheRestFits() throws {
        for (index, name) in ["a", "b", "c", "d", "e"].enumerated() {
            try entry("reports/\(name).report", bytes: 100, age: Double(index) * 60)
        }
        XCTAssertEqual(CacheTrim(maximumBytes: 250, maximumAge: 30 * day).trim(folder, now: now), 3)
        XCTAssertEqual(files(), ["reports/a.report", "reports/b.report"])
        // Within the limits, nothing goes.
        XCTAssertEqual(CacheTrim(maximumBytes: 200, maximumAge: 30 * day).trim(folder, now: now), 0)
        XCTAssertEqual(files().count, 2)
    }

    func testAnInterruptedWriteGoesOnceItCannotBeInProgress() throws {
        try entry("reports/ab/.123.part", age: 2 * 3600)
        try entry("reports/ab/.456.part", age: 30)
        try entry("reports/ab/kept.report", age: 30)
        XCTAssertEqual(CacheTrim(maximumBytes: 1 << 20, maximumAge: 30 * day).trim(folder, now: now), 1)
        XCTAssertEqual(files(), ["reports/ab/.456.part", "reports/ab/kept.report"])
    }

    func testATrimIsDueOncePerInterval() throws {
        try entry("reports/old.report", age: 40 * day)
        let trim = CacheTrim(maximumBytes: 1 << 20, maximumAge: 30 * day, interval: 3600)
        XCTAssertTrue(trim.trimIfDue(folder, now: now), "a folder never trimmed is due")
        XCTAssertEqual(files(), [".trimmed"])
        try entry("reports/old.report", age: 40 * day)
        XCTAssertFalse(trim.trimIfDue(folder, now: now + 60), "trimmed a minute ago")
        XCTAssertEqual(files(), [".trimmed", "reports/old.report"])
        XCTAssertTrue(trim.trimIfDue(folder, now: now + 2 * 3600))
        XCTAssertEqual(files(), [".trimmed"])
        // The stamp itself is never an entry, whatever its age.
        XCTAssertEqual(CacheTrim(maximumBytes: 0, maximumAge: 0).trim(folder, now: now + 10 * day), 0)
    }

    func testMarkingAnEntryUsedKeepsItFromAnAgeTrim() throws {
        try entry("facts/a.facts", age: 40 * day)
        XCTAssertTrue(CacheTrim.markUsed("\(folder!)/facts/a.facts"))
        XCTAssertFalse(CacheTrim.markUsed("\(folder!)/facts/missing.facts"))
        XCTAssertEqual(CacheTrim(maximumBytes: 1 << 20, maximumAge: 30 * day).trim(folder), 0)
        XCTAssertEqual(files(), ["facts/a.facts"])
    }
}

extension FileManager {
    fileprivate func isDirectory(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}
