import ArgumentParser
import Foundation
import WatchLogScene

/// The peak resident memory of `diorama watch-log import` on a large generated diary, beside the
/// same on one a tenth its size: an import reads its file a chunk at a time, so the two peaks
/// should be about the same.
///
/// - `watchlog.import_csv_peak_mb`: MB at the peak of importing a Letterboxd `diary.csv` of
///   `megabytes` MB (100 by default, about a million rows) into an empty diary; target ≤ 160.
///   `watchlog.import_csv_peak_mb_small` is the baseline, a tenth of the file, and
///   `watchlog.import_csv_peak_ratio` the first over the second (target ≤ 1.25: memory
///   independent of the file's size).
/// - `watchlog.import_json_peak_mb`, `_small` and `_ratio`: the same for Diorama's JSON export
///   of `entries` entries (a million by default) and a tenth of them; the same targets.
///
/// Each import is its own `diorama` process (the release build beside this one), started from a
/// fresh process (`ResidentMemory.peak`), so its peak is the kernel's count for that process
/// alone, start-up included.
struct ImportPeaks {
    /// The Letterboxd diary's size, in MB (10⁶ bytes).
    var megabytes: Int
    /// The JSON export's entries.
    var entries: Int

    func run() throws {
        let diorama = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
            .deletingLastPathComponent().appendingPathComponent("diorama").path
        guard FileManager.default.isExecutableFile(atPath: diorama) else {
            throw ValidationError("\(diorama) is missing: build it first (swift build -c release --product diorama)")
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("diorama-bench-import-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }

        var peaks: [String: Double] = [:]
        for (name, bytes) in [("csv_small", megabytes * 100_000), ("csv", megabytes * 1_000_000)] where megabytes > 0 {
            let file = folder.appendingPathComponent("diary-\(name).csv")
            try Self.writeLetterboxdDiary(to: file, bytes: bytes)
            peaks[name] = try Self.peakMegabytes(importing: file, with: diorama, profile: folder.appendingPathComponent(name))
            try FileManager.default.removeItem(at: file)
        }
        for (name, count) in [("json_small", entries / 10), ("json", entries)] where entries > 0 {
            let file = folder.appendingPathComponent("export-\(name).json")
            try Self.writeExport(to: file, entries: count)
            peaks[name] = try Self.peakMegabytes(importing: file, with: diorama, profile: folder.appendingPathComponent(name))
            try FileManager.default.removeItem(at: file)
        }
        for kind in ["csv", "json"] {
            guard let large = peaks[kind], let small = peaks[kind + "_small"] else { continue }
            Measure.report("watchlog.import_\(kind)_peak_mb", large, "MB", decimals: 1)
            Measure.report("watchlog.import_\(kind)_peak_mb_small", small, "MB", decimals: 1)
            Measure.report("watchlog.import_\(kind)_peak_ratio", large / small, "x")
        }
        if megabytes > 0 { print("watchlog.import_csv_file: \(megabytes) MB (the small one \(Double(megabytes) / 10) MB)") }
        if entries > 0 { print("watchlog.import_json_file: \(entries) entries (the small one \(entries / 10))") }
    }

    /// Imports `file` into a new diary in `profile` with `diorama`; its peak resident memory in
    /// MB (10⁶ bytes).
    /// - Throws: `ValidationError` when the import does not succeed with every row added.
    static func peakMegabytes(importing file: URL, with diorama: String, profile: URL) throws -> Double {
        let run = try ResidentMemory.peak(ofRunning: diorama, ["watch-log", "import", file.path, "--profile", profile.path])
        guard run.status == 0 else {
            throw ValidationError("diorama watch-log import \(file.lastPathComponent) exited with status \(run.status)")
        }
        return Double(run.peakBytes) / 1e6
    }

    /// Writes a Letterboxd `diary.csv` of at least `bytes` bytes, a day a row, ten thousand rows
    /// at a time so this process holds little of it.
    static func writeLetterboxdDiary(to file: URL, bytes: Int) throws {
        FileManager.default.createFile(atPath: file.path, contents: nil)
        let handle = try FileHandle(forWritingTo: file)
        defer { try? handle.close() }
        var titles = BenchTitles(seed: 29)
        var written = 0, day = 0
        while written < bytes {
            var chunk = BenchTitles.letterboxdDiary(rows: 10_000, firstDay: day, titles: &titles)
            if day > 0 { chunk = chunk.drop { $0 != 0x0A }.dropFirst() }   // the header once
            try handle.write(contentsOf: chunk)
            written += chunk.count
            day += 10_000
        }
    }

    /// Writes Diorama's JSON export of `entries` entries, one a line (as valid a file as the
    /// export's own pretty-printed one), ten thousand at a time.
    static func writeExport(to file: URL, entries: Int) throws {
        FileManager.default.createFile(atPath: file.path, contents: nil)
        let handle = try FileHandle(forWritingTo: file)
        defer { try? handle.close() }
        try handle.write(contentsOf: Data("{\n  \"entries\" : [\n".utf8))
        var titles = BenchTitles(seed: 31)
        let dates = ISO8601DateFormatter()
        dates.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        let start = Date(timeIntervalSince1970: 1_104_537_600)   // 2005-01-01
        for first in stride(from: 0, to: entries, by: 10_000) {
            var text = ""
            for index in first..<min(entries, first + 10_000) {
                let date = dates.string(from: start + Double(index) * 600)
                let watching = index.isMultiple(of: 50)
                text += "    {\"createdAt\" : \"\(date)\", \"notes\" : \"note \(index)\", \"rating\" : \(watching ? "null" : String(1 + index % 3)), "
                    + "\"title\" : \"\(titles.next())\", \"type\" : \"\(index.isMultiple(of: 4) ? "tv_show" : "movie")\", "
                    + "\"updatedAt\" : \"\(date)\", \"watching\" : \(watching)}\(index + 1 < entries ? "," : "")\n"
            }
            try handle.write(contentsOf: Data(text.utf8))
        }
        try handle.write(contentsOf: Data("  ],\n  \"format\" : \"diorama-watch-log\",\n  \"version\" : 1\n}\n".utf8))
    }
}
