import Foundation

/// A fresh profile folder for one test, removed when the test's value goes.
final class TemporaryProfile {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("watchlog-test-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }
}

/// 1 January 2025, 00:00 UTC plus `days` days and `hours` hours: test dates.
func day(_ days: Double, hours: Double = 12) -> Date {
    Date(timeIntervalSince1970: 1_735_689_600 + days * 86_400 + hours * 3_600)
}
