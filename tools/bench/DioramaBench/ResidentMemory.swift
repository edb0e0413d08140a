import Foundation

/// This process's resident memory, as the kernel counts it.
enum ResidentMemory {
    /// Resident set size in bytes, from `/proc/self/statm` (0 where it cannot be read).
    static func bytes() -> Int {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }
}
