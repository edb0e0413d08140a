import Foundation
import SceneTestSupport

/// A fresh profile folder for one test, removed when the test process ends. Not when the value
/// goes: Swift may release a value after its last use, while the test still works in the folder.
struct TemporaryProfile {
    let url: URL

    init() throws {
        url = URL(fileURLWithPath: try ScratchFolders.make("watchlog-test"), isDirectory: true)
    }
}

/// 1 January 2025, 00:00 UTC plus `days` days and `hours` hours: test dates.
func day(_ days: Double, hours: Double = 12) -> Date {
    Date(timeIntervalSince1970: 1_735_689_600 + days * 86_400 + hours * 3_600)
}
