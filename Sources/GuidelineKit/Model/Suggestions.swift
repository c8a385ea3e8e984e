/// "Did you mean" candidates by edit distance.
public enum Suggestions {
    /// Up to `limit` candidates closest to `word`, nearest first; only plausible ones
    /// (distance at most a third of the longer word, or sharing a segment). A word longer than
    /// `maximumWordLength` is no typo of anything and gets none (a suppression comment naming
    /// a 15,000-character rule, a hundred times over, took ten seconds to answer).
    public static func nearest<C: Collection>(to word: String, in candidates: C, limit: Int = 3) -> [String]
    where C.Element == String {
        let length = word.count
        guard length <= maximumWordLength else { return [] }
        let letters = Array(word.lowercased())
        let scored = candidates.compactMap { candidate -> (Int, String)? in
            let budget = max(2, max(length, candidate.count) / 3)
            let sharesPart =
                candidate.split(separator: "/").last.map { word.contains($0) || $0.contains(word) } ?? false
            let plausibleByPart = sharesPart && length >= 3
            // Without a shared part, only the distance within the budget matters.
            let distance = EditDistance.optimalStringAlignment(
                letters, Array(candidate.lowercased()), limit: plausibleByPart ? .max - 1 : budget)
            guard distance <= budget || plausibleByPart else { return nil }
            return (distance, candidate)
        }
        return scored.sorted { $0 < $1 }.prefix(limit).map(\.1)
    }

    public static let maximumWordLength = 100
}
