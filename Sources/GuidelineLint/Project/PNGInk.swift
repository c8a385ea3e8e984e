import Czlib
import Foundation

extension ImageInk {
    /// The ink of a PNG's pixels; nil when it cannot be decoded (interlaced, malformed, too many pixels).
    static func of(png bytes: [UInt8]) -> ImageInk? {
        guard let image = DecodedPNG(bytes) else { return nil }
        var transparent = false
        var first: (UInt8, UInt8, UInt8)?
        var oneColour = true
        for index in 0..<(image.width * image.height) {
            let (red, green, blue, alpha) = image.pixel(index)
            if alpha < 255 { transparent = true }
            // Edges drawn half-transparent carry the glyph's colour too; the faintest are noise.
            guard alpha >= 128 else { continue }
            guard let colour = first else {
                first = (red, green, blue)
                continue
            }
            if abs(Int(colour.0) - Int(red)) > 24 || abs(Int(colour.1) - Int(green)) > 24
                || abs(Int(colour.2) - Int(blue)) > 24
            {
                oneColour = false
            }
        }
        if !transparent { return .opaque }
        return oneColour ? .glyph : .colours
    }
}

/// A PNG's pixels as 8-bit RGBA: every colour type and bit depth of the specification, not
/// interlaced (Adam7 images are left undecoded).
private struct DecodedPNG {
    let width: Int
    let height: Int
    private let colourType: UInt8
    private let bitDepth: Int
    private let rows: [UInt8]
    private let rowBytes: Int
    private let palette: [UInt8]
    private let paletteAlpha: [UInt8]
    /// The colour `tRNS` makes transparent for grey and RGB images.
    private let transparentKey: [Int]?

    init?(_ bytes: [UInt8]) {
        guard bytes.count > 33, bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else { return nil }
        func u32(_ at: Int) -> Int { bytes[at..<(at + 4)].reduce(0) { $0 << 8 | Int($1) } }
        var header: ArraySlice<UInt8>?
        var palette: [UInt8] = [], alpha: [UInt8] = [], compressed: [UInt8] = []
        var offset = 8
        while offset + 8 <= bytes.count {
            let length = u32(offset)
            let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
            let start = offset + 8
            guard length >= 0, start + length <= bytes.count else { return nil }
            let chunk = bytes[start..<(start + length)]
            switch type {
            case "IHDR": header = chunk
            case "PLTE": palette = Array(chunk)
            case "tRNS": alpha = Array(chunk)
            case "IDAT": compressed += chunk
            case "IEND": offset = bytes.count
            default: break
            }
            offset = start + length + 4  // past the CRC
        }
        guard let header, header.count == 13 else { return nil }
        let h = Array(header)
        width = h[0..<4].reduce(0) { $0 << 8 | Int($1) }
        height = h[4..<8].reduce(0) { $0 << 8 | Int($1) }
        bitDepth = Int(h[8])
        colourType = h[9]
        let channels: Int
        switch colourType {
        case 0, 3: channels = 1
        case 2: channels = 3
        case 4: channels = 2
        case 6: channels = 4
        default: return nil
        }
        guard [1, 2, 4, 8, 16].contains(bitDepth), h[12] == 0, width > 0, height > 0,
            width * height <= ImageInk.maximumPixels, colourType != 3 || !palette.isEmpty
        else { return nil }
        let bitsPerPixel = channels * bitDepth
        rowBytes = (width * bitsPerPixel + 7) / 8
        let bytesPerPixel = max(1, bitsPerPixel / 8)
        guard let raw = ImageInk.inflate(compressed, expected: (rowBytes + 1) * height) else { return nil }
        // Undo each row's filter.
        var rows = [UInt8](repeating: 0, count: rowBytes * height)
        for y in 0..<height {
            let filter = raw[y * (rowBytes + 1)]
            let source = y * (rowBytes + 1) + 1
            let target = y * rowBytes
            for x in 0..<rowBytes {
                let value = raw[source + x]
                let left = x >= bytesPerPixel ? Int(rows[target + x - bytesPerPixel]) : 0
                let up = y > 0 ? Int(rows[target - rowBytes + x]) : 0
                let upLeft = y > 0 && x >= bytesPerPixel ? Int(rows[target - rowBytes + x - bytesPerPixel]) : 0
                let predicted: Int
                switch filter {
                case 0: predicted = 0
                case 1: predicted = left
                case 2: predicted = up
                case 3: predicted = (left + up) / 2
                case 4:
                    let p = left + up - upLeft
                    let (pa, pb, pc) = (abs(p - left), abs(p - up), abs(p - upLeft))
                    predicted = pa <= pb && pa <= pc ? left : (pb <= pc ? up : upLeft)
                default: return nil
                }
                rows[target + x] = UInt8(truncatingIfNeeded: Int(value) + predicted)
            }
        }
        self.rows = rows
        self.palette = palette
        self.paletteAlpha = alpha
        if (colourType == 0 && alpha.count >= 2) || (colourType == 2 && alpha.count >= 6) {
            transparentKey = stride(from: 0, to: alpha.count, by: 2).map { Int(alpha[$0]) << 8 | Int(alpha[$0 + 1]) }
        } else {
            transparentKey = nil
        }
    }

    /// The `index`th sample of row `y`, scaled to 8 bits (a palette index is returned as is).
    private func sample(row y: Int, _ index: Int, scaled: Bool = true) -> (value: Int, raw: Int) {
        let base = y * rowBytes
        switch bitDepth {
        case 16:
            let raw = Int(rows[base + index * 2]) << 8 | Int(rows[base + index * 2 + 1])
            return (raw >> 8, raw)
        case 8:
            let raw = Int(rows[base + index])
            return (raw, raw)
        default:
            let perByte = 8 / bitDepth
            let byte = Int(rows[base + index / perByte])
            let shift = 8 - bitDepth * (index % perByte + 1)
            let raw = (byte >> shift) & ((1 << bitDepth) - 1)
            return (scaled ? raw * 255 / ((1 << bitDepth) - 1) : raw, raw)
        }
    }

    func pixel(_ index: Int) -> (UInt8, UInt8, UInt8, UInt8) {
        let (y, x) = (index / width, index % width)
        switch colourType {
        case 0:
            let (grey, raw) = sample(row: y, x)
            let alpha = transparentKey?.first == raw ? 0 : 255
            return (UInt8(grey), UInt8(grey), UInt8(grey), UInt8(alpha))
        case 2:
            let samples = (0..<3).map { sample(row: y, x * 3 + $0) }
            let alpha = transparentKey == samples.map(\.raw) ? 0 : 255
            return (UInt8(samples[0].value), UInt8(samples[1].value), UInt8(samples[2].value), UInt8(alpha))
        case 3:
            let entry = sample(row: y, x, scaled: false).raw
            guard entry * 3 + 2 < palette.count else { return (0, 0, 0, 0) }
            let alpha = entry < paletteAlpha.count ? paletteAlpha[entry] : 255
            return (palette[entry * 3], palette[entry * 3 + 1], palette[entry * 3 + 2], alpha)
        case 4:
            let grey = UInt8(sample(row: y, x * 2).value)
            return (grey, grey, grey, UInt8(sample(row: y, x * 2 + 1).value))
        default:
            let samples = (0..<4).map { UInt8(sample(row: y, x * 4 + $0).value) }
            return (samples[0], samples[1], samples[2], samples[3])
        }
    }
}
