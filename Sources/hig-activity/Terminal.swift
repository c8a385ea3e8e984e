import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What the process's standard output is: a terminal (colour, its width) or a pipe.
enum Terminal {
    static var isTerminal: Bool { isatty(STDOUT_FILENO) != 0 }

    /// Colour only on a terminal, and never when NO_COLOR is set (https://no-color.org).
    static var useColor: Bool {
        let environment = ProcessInfo.processInfo.environment
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
        return isTerminal && environment["TERM"] != "dumb"
    }

    /// The terminal's width; COLUMNS when set; 80 otherwise. Capped for readable lines.
    static var width: Int {
        if let columns = ProcessInfo.processInfo.environment["COLUMNS"].flatMap(Int.init), columns > 0 {
            return min(columns, 100)
        }
        var size = winsize()
        if isTerminal, ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 {
            return min(Int(size.ws_col), 100)
        }
        return 80
    }

    static func standardOutput(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    static func standardError(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }
}
