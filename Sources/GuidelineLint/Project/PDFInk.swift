/// What a PDF in an asset catalog draws, from the colours its content streams paint with: the
/// vector icons designers export are a few paths filled in one colour, which UIKit, drawing an
/// action activity's image by its alpha, shows as they are meant. Only what is simple to read is
/// judged; anything else (a raster image inside, a shading, a pattern, an inline image, a filter
/// other than Flate) leaves the PDF unjudged (nil).
extension ImageInk {
    static func of(pdf bytes: [UInt8]) -> ImageInk? {
        guard bytes.starts(with: Array("%PDF-".utf8)) else { return nil }
        var painter = PDFPainter(mediaBox: PDFScan.mediaBox(in: bytes))
        var sawContent = false
        for stream in PDFScan.streams(in: bytes) {
            let dictionary = stream.dictionary
            // Data that draws nothing: colour profiles, fonts, metadata, cross-reference tables.
            if PDFScan.isInert(dictionary) { continue }
            guard let data = PDFScan.decoded(stream, in: bytes) else { return nil }
            // An object stream holds other objects' dictionaries, an image's among them.
            if PDFScan.name("/ObjStm", in: dictionary) {
                if PDFScan.contains(Array("/Image".utf8), in: data) { return nil }
                continue
            }
            if PDFScan.name("/Image", in: dictionary) { return nil }
            guard painter.read(data) else { return nil }
            sawContent = true
        }
        guard sawContent else { return nil }
        if painter.fillsCanvas { return .opaque }
        return painter.colours.count <= 1 ? .glyph : .colours
    }
}

/// Finds a PDF's streams and their dictionaries by scanning its bytes, as a file written by a
/// design tool lays them out (`<< … >>` then `stream`, the data, `endstream`).
enum PDFScan {
    struct Stream {
        var dictionary: ArraySlice<UInt8>
        var data: Range<Int>
    }

    static func streams(in bytes: [UInt8]) -> [Stream] {
        var found: [Stream] = []
        var position = 0
        let keyword = Array("stream".utf8), end = Array("endstream".utf8)
        while let at = find(keyword, in: bytes, from: position) {
            position = at + keyword.count
            // Not the tail of `endstream`.
            if at >= 3, bytes[(at - 3)..<at].elementsEqual("end".utf8) { continue }
            var start = position
            if start < bytes.count, bytes[start] == UInt8(ascii: "\r") { start += 1 }
            if start < bytes.count, bytes[start] == UInt8(ascii: "\n") { start += 1 }
            guard let close = find(end, in: bytes, from: start),
                let open = findLast(Array("obj".utf8), in: bytes, before: at)
            else { break }
            found.append(Stream(dictionary: bytes[open..<at], data: start..<close))
            position = close + end.count
        }
        return found
    }

    /// A stream's data, inflated when its only filter is Flate; nil for any other filter.
    static func decoded(_ stream: Stream, in bytes: [UInt8]) -> [UInt8]? {
        let data = Array(bytes[stream.data])
        guard contains(Array("/Filter".utf8), in: stream.dictionary) else { return data }
        let filters = ["/FlateDecode", "/Fl"].filter { name($0, in: stream.dictionary) }
        guard !filters.isEmpty, !contains(Array("/DecodeParms".utf8), in: stream.dictionary),
            filterCount(in: stream.dictionary) == 1
        else { return nil }
        return ImageInk.inflate(data)
    }

    /// Streams that draw nothing: ICC colour profiles, embedded fonts, XMP metadata, XRef streams.
    static func isInert(_ dictionary: ArraySlice<UInt8>) -> Bool {
        ["/Alternate", "/Length1", "/Length2", "/Length3", "/FontFile", "/Metadata", "/XRef", "/Type1C", "/CIDFontType0C", "/OpenType"]
            .contains { name($0, in: dictionary) }
    }

    /// The page's `/MediaBox [x0 y0 x1 y1]`, if it has one.
    static func mediaBox(in bytes: [UInt8]) -> [Double]? {
        guard let at = find(Array("/MediaBox".utf8), in: bytes, from: 0),
            let open = bytes[at...].firstIndex(of: UInt8(ascii: "[")),
            let close = bytes[open...].firstIndex(of: UInt8(ascii: "]"))
        else { return nil }
        let numbers = String(decoding: bytes[(open + 1)..<close], as: UTF8.self).split(whereSeparator: \.isWhitespace)
            .compactMap { Double($0) }
        return numbers.count == 4 ? numbers : nil
    }

    /// Whether the name `name` (with its slash) stands in `bytes` as a whole name, not the start of a longer one.
    static func name(_ name: String, in bytes: ArraySlice<UInt8>) -> Bool {
        let pattern = Array(name.utf8)
        var position = bytes.startIndex
        while let at = find(pattern, in: bytes, from: position) {
            let after = at + pattern.count
            if after >= bytes.endIndex || !PDFLexer.isRegular(bytes[after]) { return true }
            position = after
        }
        return false
    }

    static func contains<C: RandomAccessCollection<UInt8>>(_ pattern: [UInt8], in bytes: C) -> Bool where C.Index == Int {
        find(pattern, in: bytes, from: bytes.startIndex) != nil
    }

    private static func filterCount(in dictionary: ArraySlice<UInt8>) -> Int {
        guard let at = find(Array("/Filter".utf8), in: dictionary, from: dictionary.startIndex) else { return 0 }
        var index = at + "/Filter".utf8.count
        while index < dictionary.endIndex, dictionary[index] == UInt8(ascii: " ") { index += 1 }
        guard index < dictionary.endIndex, dictionary[index] == UInt8(ascii: "[") else { return 1 }
        let close = dictionary[index...].firstIndex(of: UInt8(ascii: "]")) ?? dictionary.endIndex
        return dictionary[index..<close].filter { $0 == UInt8(ascii: "/") }.count
    }

    /// The index of the first occurrence of `pattern` at or after `start`.
    static func find<C: RandomAccessCollection<UInt8>>(_ pattern: [UInt8], in bytes: C, from start: Int) -> Int?
    where C.Index == Int {
        guard let first = pattern.first, pattern.count <= bytes.count else { return nil }
        var index = max(start, bytes.startIndex)
        while index + pattern.count <= bytes.endIndex {
            if bytes[index] == first, bytes[index..<(index + pattern.count)].elementsEqual(pattern) { return index }
            index += 1
        }
        return nil
    }

    /// The index of the last occurrence of `pattern` that ends at or before `end`.
    static func findLast(_ pattern: [UInt8], in bytes: [UInt8], before end: Int) -> Int? {
        var index = end - pattern.count
        while index >= 0 {
            if bytes[index..<(index + pattern.count)].elementsEqual(pattern) { return index }
            index -= 1
        }
        return nil
    }
}
