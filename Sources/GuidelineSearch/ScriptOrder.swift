/// The order in which the site's script compares strings (JavaScript's `<`: UTF-16 code units),
/// which the index's files are sorted in so that a page can search them by halves.
extension String {
    /// Whether the string sorts before `other` in UTF-16 code units. Compared as UTF-8 bytes,
    /// which order code points the same way but for one case, decided at the first byte that
    /// differs (a lead byte when the code points there have different lengths): a character
    /// past U+FFFF is a surrogate pair in UTF-16 (D800–DFFF) and so sorts before U+E000–U+FFFF.
    /// Iterating UTF-16 views was most of the time of sorting a large site's terms.
    func precedesInScriptOrder(_ other: String) -> Bool {
        var a = self, b = other
        return a.withUTF8 { x in
            b.withUTF8 { y in
                let common = min(x.count, y.count)
                var at = 0
                while at < common, x[at] == y[at] { at += 1 }
                guard at < common else { return x.count < y.count }
                let (p, q) = (x[at], y[at])
                let pastFFFF = { (byte: UInt8) in byte >= 0xF0 }, fromE000 = { (byte: UInt8) in byte == 0xEE || byte == 0xEF }
                if pastFFFF(p) && fromE000(q) { return true }
                if fromE000(p) && pastFFFF(q) { return false }
                return p < q
            }
        }
    }
}
