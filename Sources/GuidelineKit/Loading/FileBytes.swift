import Foundation

/// A whole file's bytes, read with POSIX calls straight into an array: Foundation's
/// `contents(atPath:)` gives `Data`, and making an array of it copied every byte again (for
/// the parse cache, 20 MB, and as many pages of memory touched twice).
public enum FileBytes {
    /// The bytes of the file at `path`; nil when it cannot be opened or read.
    public static func read(_ path: String) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return nil }
        /// Reads up to `count` bytes into `buffer`; nil on an error.
        func fill(_ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int? {
            var done = 0
            while done < count {
                let got = Foundation.read(descriptor, buffer + done, count - done)
                if got < 0 && errno == EINTR { continue }
                guard got >= 0 else { return nil }
                if got == 0 { break }
                done += got
            }
            return done
        }
        // One byte more than measured: the read that finds the end shows whether the file grew.
        let size = max(Int(info.st_size), 0) + 1
        var failed = false
        var bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, initialized in
            let done = fill(buffer.baseAddress!, size)
            failed = done == nil
            initialized = done ?? 0
        }
        guard !failed else { return nil }
        guard bytes.count == size else { return bytes }
        // A file that grew since it was measured: the rest, in pieces.
        var piece = [UInt8](repeating: 0, count: 65_536)
        while true {
            guard let done = piece.withUnsafeMutableBytes({ fill($0.baseAddress!, $0.count) }) else { return nil }
            bytes += piece[..<done]
            if done < piece.count { return bytes }
        }
    }
}
