import GuidelineKit
import GuidelineLint
import GuidelineSearch
import TestSupport
import XCTest

/// The shipped knowledge base: complete, clean, and searchable in every language.
final class BuiltinContentTests: XCTestCase {
    static let requiredIDs: [EntryID] = [
        "activity-views", "activity-views/presentation", "activity-views/app-specific-activities",
        "activity-views/app-extensions", "activity-views/no-duplicate-actions", "activity-views/use-symbols",
        "activity-views/succinct-titles", "activity-views/appropriate-context", "activity-views/share-button",
        "activity-views/share-and-action-extensions", "activity-views/familiar-extension-interface",
        "activity-views/streamline-interaction", "activity-views/no-modal-above-extension",
        "activity-views/extension-image", "activity-views/progress-in-main-app", "activity-views/platform-support",
        "activity-views/anatomy", "activity-views/common-mistakes",
    ]

    func testShippedKnowledgeBaseHasNoErrorAndNoWarning() {
        // Notes (stacked 的, 被) are the author's call, not faults.
        XCTAssertEqual(Repository.builtin.1.filter { $0.severity != .note }.map { "\($0.location): \($0.message)" }, [])
    }

    func testEveryRequiredEntryExistsInEveryLanguage() {
        let kb = Repository.builtin.0
        XCTAssertEqual(kb.languages, [.english, .simplifiedChinese, .korean])
        for id in Self.requiredIDs {
            let entry = kb.entry(id)
            XCTAssertNotNil(entry, "missing \(id)")
            XCTAssertEqual(entry.map { Set($0.texts.keys) }, Set(kb.languages), "\(id) lacks a language")
        }
    }

    func testEnforceableEntriesCarryAvoidAndPreferExamples() {
        let enforced: [EntryID] = [
            "activity-views/succinct-titles", "activity-views/no-duplicate-actions", "activity-views/presentation",
            "activity-views/share-button", "activity-views/use-symbols", "activity-views/no-modal-above-extension",
            "activity-views/progress-in-main-app", "activity-views/familiar-extension-interface",
        ]
        for id in enforced {
            let roles = Set(Repository.builtin.0.entry(id)?.source?.codeBlocks.compactMap(\.role) ?? [])
            XCTAssertEqual(roles, [.avoid, .prefer], id.rawValue)
            for block in Repository.builtin.0.entry(id)?.source?.codeBlocks ?? [] where block.role == .avoid {
                XCTAssertTrue(block.code.contains("↓"), "\(id): avoid example without a ↓ marker")
            }
        }
    }

    func testSearchFindsEntriesFromEveryLanguage() {
        let index = SearchIndex(Repository.builtin.0)
        let cases: [(String, EntryID)] = [
            ("succinct title", "activity-views/succinct-titles"),
            ("popover anchor ipad crash", "activity-views/presentation"),
            ("活动 标题", "activity-views/succinct-titles"),
            ("模态视图", "activity-views/no-modal-above-extension"),
            ("활동 제목", "activity-views/succinct-titles"),
            ("모달 뷰", "activity-views/no-modal-above-extension"),
        ]
        for (query, expected) in cases {
            let top = index.search(query, limit: 3).hits.map(\.key)
            XCTAssertTrue(top.contains(expected.rawValue), "\(query) → \(top)")
        }
        XCTAssertEqual(index.search("activity-views/share-button").hits.first?.key, "activity-views/share-button")
    }
}

final class SearchIndexFormatTests: XCTestCase {
    func testSerializedIndexAnswersLikeTheBuiltOne() throws {
        let built = SearchIndex(Repository.builtin.0)
        let reopened = try SearchIndex(serialized: built.serialized)
        for query in ["share button", "标题", "모달 뷰", "activity-views/anatomy"] {
            XCTAssertEqual(reopened.search(query).hits.map(\.key), built.search(query).hits.map(\.key), query)
        }
        let hit = try XCTUnwrap(reopened.search("activity-views/share-button").hits.first)
        XCTAssertEqual(reopened.display(hit, in: .korean).title, "공유 버튼으로 활동 보기 열기")
        // Building twice gives the same bytes.
        XCTAssertEqual(SearchIndex(Repository.builtin.0).serialized, built.serialized)
    }

    /// Lint help links default to these pages, so every topic needs one, on Apple's site.
    func testEveryTopicLinksAppleGuidelinesPage() {
        let kb = Repository.builtin.0
        for topic in kb.topics {
            let reference = kb.reference(of: EntryID(topic))
            XCTAssertEqual(
                reference, "https://developer.apple.com/design/human-interface-guidelines/\(topic)", "topic \(topic)")
        }
    }

    func testDamagedIndexIsAnErrorNotACrash() {
        let bytes = SearchIndex(Repository.builtin.0).serialized
        XCTAssertThrowsError(try SearchIndex(serialized: Array(bytes.prefix(bytes.count / 2))))
        XCTAssertThrowsError(try SearchIndex(serialized: Array("not an index".utf8)))
    }
}
