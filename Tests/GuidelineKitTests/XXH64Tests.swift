import GuidelineKit
import XCTest

/// The lint cache's content digest is XXH64 as its reference implementation computes it
/// (values from the `xxhash` Python package): every length class (under 4, 8 and 32 bytes, and
/// stripes of 32 with a tail) takes its own path through the function.
final class XXH64Tests: XCTestCase {
    private func hex(_ bytes: [UInt8]) -> String { bytes.withUnsafeBytes(XXH64.hex) }

    func testKnownValues() {
        XCTAssertEqual(hex([]), "ef46db3751d8e999")
        XCTAssertEqual(hex(Array("a".utf8)), "d24ec4f1a98c6e5b")
        XCTAssertEqual(hex(Array("abc".utf8)), "44bc2cf5ad770999")
        XCTAssertEqual(hex(Array("Nobody inspects the spammish repetition".utf8)), "fbcea83c8a378bf1")
        let bytes = (0..<3).flatMap { _ in (0...255).map(UInt8.init) } + Array("tail12345".utf8)
        XCTAssertEqual(bytes.count, 777)
        XCTAssertEqual(hex(bytes), "d67972c7a820d1cb")
    }
}
