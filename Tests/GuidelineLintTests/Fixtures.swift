import Foundation

/// Test files that must be real: PNG images in asset catalogs.
enum Fixtures {
    /// A PNG of Fixtures/Images (72×72, written by Python's zlib).
    static func image(named name: String, extension: String = "png") throws -> Data {
        guard let url = Bundle.module.url(forResource: name, withExtension: `extension`, subdirectory: "Fixtures/Images") else {
            throw CocoaError(.fileNoSuchFile)
        }
        return try Data(contentsOf: url)
    }

    /// A valid PNG (8-bit grey), its pixels in stored (uncompressed) deflate blocks: no zlib needed.
    static func png(width: Int, height: Int) -> Data {
        func be(_ v: UInt32) -> [UInt8] {
            [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)]
        }
        func crc32(_ bytes: [UInt8]) -> UInt32 {
            var crc: UInt32 = 0xFFFF_FFFF
            for byte in bytes {
                crc ^= UInt32(byte)
                for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
            }
            return ~crc
        }
        func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] {
            let typed = Array(type.utf8) + body
            return be(UInt32(body.count)) + typed + be(crc32(typed))
        }
        var raw: [UInt8] = []
        for _ in 0..<height { raw += [0] + [UInt8](repeating: 0x80, count: width) }
        var zlib: [UInt8] = [0x78, 0x01]
        var offset = 0
        repeat {
            let count = min(65535, raw.count - offset)
            let final: UInt8 = offset + count == raw.count ? 1 : 0
            zlib += [final, UInt8(count & 0xFF), UInt8(count >> 8), UInt8(~count & 0xFF), UInt8((~count >> 8) & 0xFF)]
            zlib += raw[offset..<(offset + count)]
            offset += count
        } while offset < raw.count
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in raw {
            a = (a + UInt32(byte)) % 65521
            b = (b + a) % 65521
        }
        zlib += be(b << 16 | a)
        let header = be(UInt32(width)) + be(UInt32(height)) + [8, 0, 0, 0, 0]
        let bytes: [UInt8] =
            [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", header) + chunk("IDAT", zlib)
            + chunk("IEND", [])
        return Data(bytes)
    }

    /// An `.imageset` with one PNG at `scale`, template or not.
    static func imageSet(_ catalog: URL, name: String, template: Bool, pixels: Int, scale: Int) throws {
        try imageSet(catalog, name: name, template: template, image: png(width: pixels, height: pixels), scale: scale)
    }

    /// The same with an image of one's own (`image(named:)`, from Fixtures/Images), a PNG or a PDF.
    static func imageSet(_ catalog: URL, name: String, template: Bool, image: Data, scale: Int, extension: String = "png") throws {
        let folder = catalog.appendingPathComponent("\(name).imageset")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try image.write(to: folder.appendingPathComponent("\(name).\(`extension`)"))
        let properties = template ? #", "properties" : { "template-rendering-intent" : "template" }"# : ""
        let contents = """
            { "images" : [ { "filename" : "\(name).\(`extension`)", "idiom" : "universal", "scale" : "\(scale)x" } ],
              "info" : { "author" : "xcode", "version" : 1 }\(properties) }
            """
        try Data(contents.utf8).write(to: folder.appendingPathComponent("Contents.json"))
    }
}
