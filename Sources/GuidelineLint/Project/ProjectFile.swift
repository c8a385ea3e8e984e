import Foundation
import GuidelineKit

/// Reads a project's files with a size limit checked first. The files that describe a project
/// (Info.plist, an image set's Contents.json) are written by Xcode in kilobytes, so one over a
/// mebibyte is not what its name says, and is reported instead of read (a 120 MB "Info.plist"
/// took seconds to parse).
enum ProjectFile {
    static let maximumSize = 1 << 20

    enum Problem: Error {
        case unreadable
        case tooLarge(bytes: Int)

        var reason: String {
            switch self {
            case .unreadable: "cannot read this file; check its permissions"
            case .tooLarge(let bytes):
                "not read: \(ByteSize.words(bytes)) is more than such a file holds (the limit is \(ByteSize.words(maximumSize)))"
            }
        }
    }

    /// The file's size in bytes; nil when it cannot be read.
    static func size(_ path: String) -> Int? {
        var info = stat()
        return stat(path, &info) == 0 ? Int(info.st_size) : nil
    }

    /// The file's bytes; its size is checked before it is read, so an oversized one costs nothing.
    static func read(_ path: String, limit: Int = maximumSize) -> Result<Data, Problem> {
        readStamped(path, limit: limit).contents
    }

    /// The file's bytes, and its stamp when they were read whole: taken before they were read,
    /// so that a file changed meanwhile has another stamp next time (one taken after could
    /// stand for bytes newer than these).
    static func readStamped(_ path: String, limit: Int = maximumSize) -> (contents: Result<Data, Problem>, stamp: FileStamp?) {
        var info = stat()
        guard stat(path, &info) == 0 else { return (.failure(.unreadable), nil) }
        guard info.st_size <= limit else { return (.failure(.tooLarge(bytes: Int(info.st_size))), nil) }
        guard let data = FileManager.default.contents(atPath: path) else { return (.failure(.unreadable), nil) }
        return (.success(data), FileStamp(info))
    }
}
