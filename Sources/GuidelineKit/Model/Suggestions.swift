/// "Did you mean" candidates by edit distance.
public enum Suggestions {
    /// Up to `limit` candidates closest to `word`, nearest first; only plausible ones
    /// (distance at most a third of the longer word, or sharing a segment).
    public static func nearest<C: Collection>(to word: String, in candidates: C, limit: Int = 3) -> [String]
    where C.Element == String {
        let scored = candidates.compactMap { candidate -> (Int, String)? in
            let distance = editDistance(word.lowercased(), candidate.lowercased())
            let budget = max(2, max(word.count, candidate.count) / 3)
            let sharesPart =
                candidate.split(separator: "/").last.map { word.contains($0) || $0.contains(word) } ?? false
            guard distance <= budget || (sharesPart && word.count >= 3) else { return nil }
            return (distance, candidate)
        }
        return scored.sorted { $0 < $1 }.prefix(limit).map(\.1)
    }

    /// Levenshtein distance over characters.
    public static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
