import Foundation
import XCTest

@testable import GuidelineLint

/// What a PDF in an asset catalog draws, read from the colours its content streams paint with.
/// The PDFs in Fixtures/Images were written by Python (zlib for the Flate streams), laid out as
/// Xcode's and design tools' exports are.
final class PDFInkTests: XCTestCase {
    private func pdf(_ name: String) throws -> [UInt8] {
        Array(try Fixtures.image(named: name, extension: "pdf"))
    }

    func testOneColourGlyphsColoursAndOpaquePages() throws {
        // Paths filled in black (and a near-black), a clip, a comment and a string that spell
        // other colours, an ICC profile stream: one colour.
        XCTAssertEqual(ImageInk.of(pdf: try pdf("glyph")), .glyph)
        XCTAssertEqual(ImageInk.of(pdf: try pdf("colours")), .colours)
        // A rectangle filled over the whole page (uncompressed content): no transparency left.
        XCTAssertEqual(ImageInk.of(pdf: try pdf("opaque")), .opaque)
    }

    func testWhatItCannotTellIsNil() throws {
        // A raster image inside, or a shading: the colours are not in the operators.
        XCTAssertNil(ImageInk.of(pdf: try pdf("photo")))
        XCTAssertNil(ImageInk.of(pdf: try pdf("gradient")))
        let glyph = try pdf("glyph")
        XCTAssertNil(ImageInk.of(pdf: Array(glyph.prefix(120))), "cut short inside the compressed stream")
        XCTAssertNil(ImageInk.of(pdf: Array("not a pdf, not at all".utf8)))
        // Another filter than Flate is not decoded.
        let dct = String(decoding: glyph, as: UTF8.self).replacingOccurrences(of: "/FlateDecode", with: "/DCTDecode")
        XCTAssertNil(ImageInk.of(pdf: Array(dct.utf8)))
        // A pattern colour names its pattern.
        let pattern = Array("%PDF-1.4\n1 0 obj\n<< /Length 30 >>\nstream\n/P1 scn 0 0 10 10 re f\nendstream\nendobj\n".utf8)
        XCTAssertNil(ImageInk.of(pdf: pattern))
    }
}
