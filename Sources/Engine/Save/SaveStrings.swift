/// Why a save's format version is refused, in one place so a translation can replace it. Each
/// completes "path: …" (see `DataFileError`) and holds no parentheses, as scenes show it in theirs.
enum SaveStrings {
    static func newerFormat(_ version: Int) -> String { "saved by a newer Diorama, in format \(version)" }

    static func unknownFormat(_ version: Int, current: Int) -> String {
        "format \(version) is unknown; this build reads " + (current == 1 ? "format 1" : "formats 1 to \(current)")
    }
}
