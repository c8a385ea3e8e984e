import GuidelineKit
import XCTest

final class ByteSizeTests: XCTestCase {
    func testWholeUnitsAreWordedWhole() {
        XCTAssertEqual(ByteSize.words(2 << 20), "2 MiB")
        XCTAssertEqual(ByteSize.words(32 << 20), "32 MiB")
        XCTAssertEqual(ByteSize.words(512 << 10), "512 KiB")
        XCTAssertEqual(ByteSize.words(100), "100 bytes")
        XCTAssertEqual(ByteSize.words(1), "1 byte")
        XCTAssertEqual(ByteSize.words(0), "0 bytes")
    }

    /// A size just over a limit reads as more than the limit: the tenth is rounded up.
    func testAFileJustOverALimitReadsAsMore() {
        XCTAssertEqual(ByteSize.words((2 << 20) + 1), "2.1 MiB")
        XCTAssertEqual(ByteSize.words(5_700_008), "5.5 MiB")
        XCTAssertEqual(ByteSize.words(600 << 10), "600 KiB")
        XCTAssertEqual(ByteSize.words((1 << 20) - 1), "1024 KiB")
        XCTAssertEqual(ByteSize.words(1_536), "1.5 KiB")
    }
}
