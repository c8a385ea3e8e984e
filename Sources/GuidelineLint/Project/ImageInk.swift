import Czlib
import Foundation

/// What a small image draws, as far as a share sheet's action activity cares: UIKit shows an
/// action activity's image by its alpha channel alone, so a single-colour glyph on transparency
/// is a template in effect, while colours are lost and an opaque image shows as a solid square.
/// Read from a PNG's pixels (`of(png:)`) or a PDF's drawing operators (`of(pdf:)`).
enum ImageInk: Equatable {
    /// Everything drawn is of one colour (anti-aliased edges included), on transparency.
    case glyph
    /// More than one colour drawn, on transparency: the colours are lost.
    case colours
    /// No transparency: the shape is the whole canvas.
    case opaque

    /// Images larger than this are not read (an activity image is a few kilobytes); the lint
    /// cache's key covers the whole of each such image up to this size (`AssetCatalog.imageDigest`).
    static let maximumFileSize = 64 * 1024
    /// Nor are PNGs of more pixels than this, whatever their file size.
    static let maximumPixels = 1024 * 1024

    /// The ink of the PNG or PDF at `path`; nil when it cannot be read or judged (too large, another
    /// format, drawn in a way this does not follow), so that a rule falls back on what the catalog says.
    static func of(path: String) -> ImageInk? {
        let kind = path.lowercased()
        guard kind.hasSuffix(".png") || kind.hasSuffix(".pdf"),
            case .success(let data) = ProjectFile.read(path, limit: maximumFileSize)
        else { return nil }
        return kind.hasSuffix(".png") ? of(png: Array(data)) : of(pdf: Array(data))
    }

    /// zlib's inflate of `input`. With `expected`, the output must be exactly that long (a PNG's
    /// rows); without, it may be anything up to `limit` bytes, and bytes after the stream's end
    /// are ignored (a PDF stream's end of line before `endstream`).
    static func inflate(_ input: [UInt8], expected: Int? = nil, limit: Int = 4 * 1024 * 1024) -> [UInt8]? {
        guard !input.isEmpty, expected.map({ $0 > 0 }) ?? true else { return nil }
        var stream = z_stream()
        guard inflateInit_(&stream, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else { return nil }
        defer { inflateEnd(&stream) }
        var output: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: expected ?? 16 * 1024)
        var status = Z_OK
        input.withUnsafeBufferPointer { source in
            stream.next_in = UnsafeMutablePointer(mutating: source.baseAddress)
            stream.avail_in = uInt(source.count)
            while status == Z_OK && output.count <= (expected ?? limit) {
                status = chunk.withUnsafeMutableBufferPointer { target -> Int32 in
                    stream.next_out = target.baseAddress
                    stream.avail_out = uInt(target.count)
                    return Czlib.inflate(&stream, Z_NO_FLUSH)
                }
                output += chunk[0..<(chunk.count - Int(stream.avail_out))]
                // No progress with input left: the stream is cut short.
                if status == Z_BUF_ERROR || (status == Z_OK && stream.avail_in == 0 && stream.avail_out != 0) { break }
            }
        }
        // A stream that ends early, or holds more than it may, is not read.
        guard status == Z_STREAM_END else { return nil }
        if let expected { return output.count == expected ? output : nil }
        return output.count <= limit ? output : nil
    }
}
