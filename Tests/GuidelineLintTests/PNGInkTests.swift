import Foundation
import XCTest

@testable import GuidelineLint

/// What a PNG draws, read from its pixels: UIKit shows an action activity's image by its alpha
/// alone, so a one-colour glyph on transparency needs no Template setting. The images in
/// Fixtures/Images were written by Python's zlib (compressed, every row filter in turn).
final class PNGInkTests: XCTestCase {
    private func image(_ name: String) throws -> [UInt8] {
        let url = try XCTUnwrap(
            Bundle.module.url(forResource: name, withExtension: "png", subdirectory: "Fixtures/Images"), name)
        return Array(try Data(contentsOf: url))
    }

    func testGlyphsColoursAndOpaqueImages() throws {
        // RGBA with anti-aliased edges, a two-bit palette with tRNS, grey with alpha: one colour.
        XCTAssertEqual(ImageInk.of(png: try image("glyph-rgba")), .glyph)
        XCTAssertEqual(ImageInk.of(png: try image("glyph-palette2")), .glyph)
        XCTAssertEqual(ImageInk.of(png: try image("glyph-grey-alpha")), .glyph)
        XCTAssertEqual(ImageInk.of(png: try image("colours-rgba")), .colours)
        XCTAssertEqual(ImageInk.of(png: try image("opaque-rgb16")), .opaque)
        // The stored-block grey PNG the catalog fixtures use has no alpha: opaque.
        XCTAssertEqual(ImageInk.of(png: Array(Fixtures.png(width: 8, height: 8))), .opaque)
    }

    func testWhatItCannotReadIsNil() throws {
        XCTAssertNil(ImageInk.of(png: try image("interlaced")))
        let glyph = try image("glyph-rgba")
        XCTAssertNil(ImageInk.of(png: Array(glyph.prefix(60))), "cut short")
        XCTAssertNil(ImageInk.of(png: Array("not a png at all, not at all".utf8)))
        var corrupt = glyph
        corrupt[corrupt.count - 20] ^= 0xFF  // inside the deflate stream or its checksum
        XCTAssertNil(ImageInk.of(png: corrupt))
        // A header claiming more pixels than are decoded is refused before inflating.
        var huge = glyph
        huge[16..<24] = [0, 0, 0x40, 0, 0, 0, 0x40, 0]
        XCTAssertNil(ImageInk.of(png: huge))
    }
}
