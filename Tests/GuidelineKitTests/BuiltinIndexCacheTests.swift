import BuiltinKnowledgeBase
import Foundation
import GuidelineKit
import GuidelineSearch
import XCTest

/// The built-in search index is decoded from the binary once per build of the tool, then mapped
/// from the cache directory: the same index either way, and a damaged copy is never believed.
final class BuiltinIndexCacheTests: XCTestCase {
    private var directory = ""

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("hig-index-\(UUID().uuidString)").path
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: directory)
    }

    private func keys(_ index: SearchIndex, _ query: String) -> [String] { index.search(query).hits.map(\.key) }

    private func cachedCopies() -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).filter { $0.hasPrefix("builtin-index-") }
    }

    func testTheFirstSearchWritesACopyThatLaterSearchesMap() throws {
        // Another build's copy is removed when this build writes its own.
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        FileManager.default.createFile(atPath: "\(directory)/builtin-index-0000000000000000.higx", contents: Data("old".utf8))
        let decoded = try BuiltinKnowledgeBase.searchIndex(cache: directory)
        let copies = cachedCopies()
        XCTAssertEqual(copies.count, 1, "\(copies)")
        XCTAssertNotEqual(copies.first, "builtin-index-0000000000000000.higx")
        let mapped = try BuiltinKnowledgeBase.searchIndex(cache: directory)
        for query in ["share sheet title", "共享表单 标题", "공유 시트 제목", "kebab menu"] {
            XCTAssertEqual(keys(mapped, query), keys(decoded, query), query)
            XCTAssertFalse(keys(mapped, query).isEmpty, query)
        }
    }

    func testADamagedCopyIsDecodedAgainAndReplaced() throws {
        let good = try BuiltinKnowledgeBase.searchIndex(cache: directory)
        let copy = "\(directory)/\(try XCTUnwrap(cachedCopies().first))"
        FileManager.default.createFile(atPath: copy, contents: Data("HIGX damaged".utf8))
        let index = try BuiltinKnowledgeBase.searchIndex(cache: directory)
        XCTAssertEqual(keys(index, "share sheet title"), keys(good, "share sheet title"))
        XCTAssertGreaterThan(try Data(contentsOf: URL(fileURLWithPath: copy)).count, 100_000)
    }

    func testAnUnwritableCacheOnlyCostsSpeed() throws {
        // A file where the directory should be: nothing can be written, the index still opens.
        FileManager.default.createFile(atPath: directory, contents: Data())
        XCTAssertFalse(keys(try BuiltinKnowledgeBase.searchIndex(cache: directory), "share sheet").isEmpty)
    }
}
