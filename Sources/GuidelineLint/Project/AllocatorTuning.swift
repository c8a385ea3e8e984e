#if canImport(Glibc)
// <malloc.h> is not in Swift's Glibc module; the function and its option numbers, as glibc declares them.
@_silgen_name("mallopt") private func mallopt(_ option: Int32, _ value: Int32) -> Int32
private let M_TRIM_THRESHOLD: Int32 = -1, M_TOP_PAD: Int32 = -2, M_MMAP_THRESHOLD: Int32 = -3
#endif

/// glibc's allocator settings for a process that parses many files on every core.
public enum AllocatorTuning {
    /// swift-syntax allocates each tree in arenas that are freed when the file is done; by
    /// default glibc then gives the top of each thread's heap back to the system, only to
    /// fault the same pages in again for the next file (a tenth of a cold lint's time went to
    /// page faults and `mprotect`). Keeping up to 64 MiB spare at the top of a heap, trimming only
    /// beyond 256 MiB, and serving blocks under 32 MiB from the heap rather than fresh mappings
    /// costs no more peak memory on the corpus apps (it is the same memory, reused).
    /// For the command line, before a lint: a library should not change its host's allocator.
    public static func forParsing() {
        #if canImport(Glibc)
        _ = mallopt(M_TOP_PAD, 64 << 20)
        _ = mallopt(M_TRIM_THRESHOLD, 256 << 20)
        _ = mallopt(M_MMAP_THRESHOLD, 32 << 20)
        #endif
    }
}
