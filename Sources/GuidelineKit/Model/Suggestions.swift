/// "Did you mean" candidates by edit distance.
public enum Suggestions {
    /// Up to `limit` candidates closest to `word`, nearest first; only plausible ones
    /// (distance at most a third of the longer word, or sharing a segment).
    public static func nearest<C: Collection>(to word: String, in candidates: C, limit: Int = 3) -> [String]
    where C.Element == String {
        let scored = candidates.compactMap { candidate -> (Int, String)? in
            let distance = EditDistance.optimalStringAlignment(Array(word.lowercased()), Array(candidate.lowercased()))
            let budget = max(2, max(word.count, candidate.count) / 3)
            let sharesPart =
                candidate.split(separator: "/").last.map { word.contains($0) || $0.contains(word) } ?? false
            guard distance <= budget || (sharesPart && word.count >= 3) else { return nil }
            return (distance, candidate)
        }
        return scored.sorted { $0 < $1 }.prefix(limit).map(\.1)
    }
}
