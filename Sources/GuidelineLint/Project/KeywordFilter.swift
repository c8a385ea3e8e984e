#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The cheap text filter that runs before any parse: does a file mention any of these words?
/// Searches raw UTF-8 with `memchr` and `memcmp` (Foundation's string search is a hundred times
/// slower here).
struct KeywordFilter: Sendable {
    private let keywords: [[UInt8]]

    init(_ keywords: [String]) {
        self.keywords = Array(Set(keywords)).sorted().map { Array($0.utf8) }.filter { !$0.isEmpty }
    }

    func matches(_ bytes: UnsafeRawBufferPointer) -> Bool {
        guard let base = bytes.baseAddress else { return false }
        return keywords.contains { keyword in
            keyword.withUnsafeBytes { needle in
                var start = base
                var remaining = bytes.count
                while remaining >= needle.count,
                    let hit = memchr(start, Int32(needle[0]), remaining - needle.count + 1)
                {
                    if memcmp(hit, needle.baseAddress!, needle.count) == 0 { return true }
                    let skipped = base.distance(to: UnsafeRawPointer(hit)) + 1
                    start = base + skipped
                    remaining = bytes.count - skipped
                }
                return false
            }
        }
    }

    func matches(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { matches(UnsafeRawBufferPointer($0)) }
    }
}
