/// A size in bytes as a message words it: "2 MiB" for a whole number of units, else one decimal
/// rounded up, so that a file just over a limit never reads as the limit itself ("2.1 MiB of
/// Swift is over the 2 MiB", not "2 MiB … over the 2 MiB"; nor "0 MiB" for 600 KiB).
public enum ByteSize {
    public static func words(_ bytes: Int) -> String {
        for (unit, name) in [(1 << 20, "MiB"), (1 << 10, "KiB")] where bytes >= unit {
            if bytes % unit == 0 { return "\(bytes / unit) \(name)" }
            let tenths = (bytes / unit) * 10 + ((bytes % unit) * 10 + unit - 1) / unit
            return tenths % 10 == 0 ? "\(tenths / 10) \(name)" : "\(tenths / 10).\(tenths % 10) \(name)"
        }
        return bytes == 1 ? "1 byte" : "\(bytes) bytes"
    }
}
