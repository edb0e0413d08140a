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

    @Test func aMissingFolderIsNamed() throws {
        let profile = try TemporaryProfile()
        let store = try WatchLogStore(profile: profile.url)
        let missing = profile.url.appendingPathComponent("no/such/dir")
        let file = missing.appendingPathComponent("x.csv")
        #expect(throws: WatchLogError.cannotWrite(file: file.path, reason: "the folder \(missing.path) does not exist")) {
            try store.exportFile(to: file)
        }
        #expect(WatchLogError.cannotWrite(file: file.path, reason: "the folder \(missing.path) does not exist").description
                == "Cannot write \(file.path): the folder \(missing.path) does not exist")
        // A file where the folder should be is said to be no folder.
        let plain = profile.url.appendingPathComponent("plain.txt")
        try Data("x".utf8).write(to: plain)
        #expect(throws: WatchLogError.cannotWrite(file: plain.path + "/x.json", reason: "\(plain.path) is not a folder")) {
            try store.exportFile(to: plain.appendingPathComponent("x.json"))
        }
    }
}
