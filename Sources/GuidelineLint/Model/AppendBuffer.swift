/// A growable buffer of plain values, freed by its owner (`deallocate`), for the facts reader's
/// inner loops: appending to an array there checked the array's uniqueness and capacity out of
/// line for each of a file's tokens and nodes.
struct AppendBuffer<Element: BitwiseCopyable> {
    private var base: UnsafeMutablePointer<Element>
    private(set) var count = 0
    private var capacity: Int

    init(capacity: Int) {
        self.capacity = max(16, capacity)
        base = .allocate(capacity: self.capacity)
    }

    /// The buffer's storage, to be freed once: the buffer is plain data, and a copy shares it.
    func deallocate() { base.deallocate() }

    /// Inlined where it is called (a call for each token cost more than the append), the rare
    /// growth not.
    @inline(__always)
    mutating func append(_ element: Element) {
        if count == capacity { grow() }
        (base + count).initialize(to: element)
        count += 1
    }

    @inline(never)
    private mutating func grow() {
        let grown = UnsafeMutablePointer<Element>.allocate(capacity: capacity * 2)
        grown.moveInitialize(from: base, count: count)
        base.deallocate()
        (base, capacity) = (grown, capacity * 2)
    }

    @inline(__always)
    subscript(index: Int) -> Element {
        get { base[index] }
        nonmutating set { base[index] = newValue }
    }

    var last: Element? { count > 0 ? base[count - 1] : nil }

    /// The elements from `index` on.
    func suffix(from index: Int) -> UnsafeBufferPointer<Element> { UnsafeBufferPointer(start: base + index, count: count - index) }

    /// Drops the elements from `index` on.
    mutating func removeSuffix(from index: Int) { count = index }
}
