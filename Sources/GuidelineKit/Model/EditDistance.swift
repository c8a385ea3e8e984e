/// Edit distance with adjacent transpositions counted as one edit (titel → title is one): the
/// one measure behind "did you mean" everywhere and search's typo matching.
public enum EditDistance {
    /// The optimal string alignment distance, or `limit + 1` as soon as it must exceed `limit`.
    public static func optimalStringAlignment<Element: Equatable>(
        _ a: [Element], _ b: [Element], limit: Int = .max - 1
    ) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var twoBack = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            var rowMinimum = current[0]
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { value = min(value, twoBack[j - 2] + 1) }
                current[j] = value
                rowMinimum = min(rowMinimum, value)
            }
            if rowMinimum > limit { return limit + 1 }
            (twoBack, previous, current) = (previous, current, twoBack)
        }
        return previous[b.count]
    }
}
