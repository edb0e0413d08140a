import Foundation
import Testing
@testable import WatchLogScene

/// An export goes into what is at its path as it is: a device is written through, never
/// replaced, and a named pipe is refused at once.
@Suite struct ExportTargetTests {
    @Test func aDeviceIsWrittenThroughNotReplaced() throws {
        let profile = try TemporaryProfile()
        let store = try WatchLogStore(profile: profile.url)
        try store.add(WatchedEntry(title: "Heat", type: .movie, rating: 2, createdAt: day(0)), now: day(0))
        try store.exportFile(to: URL(fileURLWithPath: "/dev/null"))
        var info = stat()
        #expect(stat("/dev/null", &info) == 0 && info.st_mode & S_IFMT == S_IFCHR)
        #expect(throws: WatchLogError.cannotWrite(file: "/dev/full", reason: String(cString: strerror(ENOSPC)))) {
            try store.exportFile(to: URL(fileURLWithPath: "/dev/full"))
        }
        #expect(stat("/dev/full", &info) == 0 && info.st_mode & S_IFMT == S_IFCHR)
    }

    @Test func aNamedPipeIsRefusedWithoutWaiting() throws {
        let profile = try TemporaryProfile()
        let store = try WatchLogStore(profile: profile.url)
        let fifo = profile.url.appendingPathComponent("export.csv")
        #expect(mkfifo(fifo.path, 0o600) == 0)
        #expect {
            try store.exportFile(to: fifo)
        } throws: { error in
            "\(error)".contains("named pipe")
        }
        var info = stat()
        #expect(stat(fifo.path, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO)
    }
}
