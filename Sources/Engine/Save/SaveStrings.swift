/// Why a save's format version is refused, in one place so a translation can replace it. Each
/// completes "path: …" (see `DataFileError`).
enum SaveStrings {
    static func newerFormat(_ version: Int) -> String { "saved by a newer Diorama (format \(version))" }

    static func unknownFormat(_ version: Int, current: Int) -> String {
        "format \(version) is not one this build reads (1 to \(current))"
    }
}
