#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Substring search over raw UTF-8 with `memchr` and `memcmp`: Foundation's string search and the
/// standard library's generic `firstRange(of:)` are many times slower on the hot paths that ask
/// (a lint's keyword filter, the avoided-term check every load runs). Glibc's `memmem` is not
/// exported to Swift.
public enum ByteSearch {
    /// Where `needle` first occurs in `haystack`, as a byte offset. `memchr` looks for the
    /// needle's byte at `anchor`, which the caller picks as its rarest (the search then does not
    /// stop at every `t`).
    public static func firstOffset(
        of needle: UnsafeRawBufferPointer, in haystack: UnsafeRawBufferPointer, anchor: Int = 0
    ) -> Int? {
        guard !needle.isEmpty else { return 0 }
        guard let base = haystack.baseAddress, let pattern = needle.baseAddress else { return nil }
        // A match starts at `start`, so its anchor byte lies in [start + anchor, end - count + anchor].
        var start = 0
        let last = haystack.count - needle.count
        while start <= last, let hit = memchr(base + start + anchor, Int32(needle[anchor]), last - start + 1) {
            let candidate = base.distance(to: UnsafeRawPointer(hit)) - anchor
            if memcmp(base + candidate, pattern, needle.count) == 0 { return candidate }
            start = candidate + 1
        }
        return nil
    }

    /// Whether `test` holds at some occurrence of `needle` in `haystack` (given its offset),
    /// the occurrences tried in order (overlapping ones too) until one passes.
    public static func anyOffset(
        of needle: UnsafeRawBufferPointer, in haystack: UnsafeRawBufferPointer, anchor: Int = 0, where test: (Int) -> Bool
    ) -> Bool {
        var start = 0
        while start < haystack.count,
            let found = firstOffset(of: needle, in: UnsafeRawBufferPointer(rebasing: haystack[start...]), anchor: anchor)
        {
            if test(start + found) { return true }
            start += found + 1
        }
        return false
    }

    /// Where `byte` first occurs in `haystack`, found with `memchr` (a loop over the bytes, or
    /// `contains`, compares them one by one). Inlinable: lexers ask it for every comment.
    @inlinable
    public static func firstOffset(of byte: UInt8, in haystack: UnsafeRawBufferPointer) -> Int? {
        guard let base = haystack.baseAddress, let found = memchr(base, Int32(byte), haystack.count) else { return nil }
        return base.distance(to: UnsafeRawPointer(found))
    }

    /// Calls `body` with the offset of each `byte` in `haystack`, in order (a file's line feeds,
    /// a few dozen bytes apart: a byte-by-byte loop cost ten times as much).
    @inlinable
    public static func forEachOffset(of byte: UInt8, in haystack: UnsafeRawBufferPointer, _ body: (Int) -> Void) {
        var start = 0
        while let found = firstOffset(of: byte, in: UnsafeRawBufferPointer(rebasing: haystack[start...])) {
            body(start + found)
            start += found + 1
        }
    }

    /// Whether `needle` occurs in `haystack` (`firstOffset`).
    public static func contains(
        _ haystack: UnsafeRawBufferPointer, _ needle: UnsafeRawBufferPointer, anchor: Int = 0
    ) -> Bool {
        firstOffset(of: needle, in: haystack, anchor: anchor) != nil
    }

    /// Whether `needle` occurs in `haystack` with its ASCII letters in either case (other bytes
    /// as they are): `memchr` finds each case of the byte at `anchor` (the caller's rarest), and
    /// each hit is compared in place. A lowercased copy of every file searched (the way before)
    /// cost more than the search.
    public static func containsIgnoringASCIICase(
        _ haystack: UnsafeRawBufferPointer, _ needle: UnsafeRawBufferPointer, anchor: Int = 0
    ) -> Bool {
        guard !needle.isEmpty else { return true }
        guard haystack.count >= needle.count, let base = haystack.baseAddress else { return false }
        @inline(__always) func lower(_ byte: UInt8) -> UInt8 { byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte }
        let last = haystack.count - needle.count
        let anchorByte = lower(needle[anchor])
        let cases = anchorByte >= 0x61 && anchorByte <= 0x7A ? [anchorByte, anchorByte & ~0x20] : [anchorByte]
        for byte in cases {
            var start = 0
            while start <= last, let hit = memchr(base + start + anchor, Int32(byte), last - start + 1) {
                let candidate = base.distance(to: UnsafeRawPointer(hit)) - anchor
                var offset = 0
                while offset < needle.count, lower(haystack[candidate + offset]) == lower(needle[offset]) { offset += 1 }
                if offset == needle.count { return true }
                start = candidate + 1
            }
        }
        return false
    }

    /// Whether the UTF-8 bytes of `needle` occur in those of `text`.
    public static func contains(_ text: String, _ needle: String) -> Bool {
        var text = text
        var needle = needle
        return text.withUTF8 { haystack in
            needle.withUTF8 { contains(UnsafeRawBufferPointer(haystack), UnsafeRawBufferPointer($0)) }
        }
    }
}
