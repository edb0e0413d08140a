import Foundation
import Testing
@testable import Core

/// Output paths: regular files and character devices are written, everything else is refused
/// at once, a named pipe without a reader included.
@Suite struct OutputTargetTests {
    /// A new empty folder, removed when `body` is done with it.
    func inScratchFolder(_ body: (String) throws -> Void) throws {
        let folder = NSTemporaryDirectory() + "diorama-output-target-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try body(folder)
    }

    @Test func tellsFilesAndDevicesFromNothing() throws {
        try inScratchFolder { folder in
            let new = try OutputTarget.check(folder + "/new.xml")
            let missing = try OutputTarget.check(folder + "/missing/new.xml")
            #expect(new == .absent && missing == .absent, "the writer names a missing folder")
            #expect(FileManager.default.createFile(atPath: folder + "/old.xml", contents: Data("old".utf8)))
            let old = try OutputTarget.check(folder + "/old.xml"), device = try OutputTarget.check("/dev/null")
            #expect(old == .regularFile && device == .characterDevice)
        }
    }

    @Test func refusesFoldersPipesAndSockets() throws {
        try inScratchFolder { folder in
            #expect(mkfifo(folder + "/pipe", 0o600) == 0)
            #expect(throws: OutputTarget.Refusal.folder) { try OutputTarget.check(folder) }
            #expect(throws: OutputTarget.Refusal.pipe) { try OutputTarget.check(folder + "/pipe") }
            let socket = try UnixSocket(path: folder + "/socket")
            defer { socket.close() }
            #expect(throws: OutputTarget.Refusal.socket) { try OutputTarget.check(folder + "/socket") }
            #expect(throws: OutputTarget.Refusal.socket) { try OutputTarget.openForWriting(folder + "/socket") }
        }
    }

    @Test func openingAPipeNeverWaitsForAReaderAndIsRefusedWithOne() throws {
        try inScratchFolder { folder in
            let pipe = folder + "/out.pipe"
            #expect(mkfifo(pipe, 0o600) == 0)
            #expect(throws: OutputTarget.Refusal.pipe) { try OutputTarget.openForWriting(pipe) }
            let reader = open(pipe, O_RDONLY | O_NONBLOCK)
            #expect(reader >= 0)
            defer { close(reader) }
            #expect(throws: OutputTarget.Refusal.pipe) { try OutputTarget.openForWriting(pipe) }
            #expect(throws: OutputTarget.Refusal.folder) { try OutputTarget.openForWriting(folder) }
        }
    }

    @Test func opensAFileEmptiedAndADeviceInBlockingMode() throws {
        try inScratchFolder { folder in
            let path = folder + "/old.replay"
            #expect(FileManager.default.createFile(atPath: path, contents: Data("old and longer".utf8)))
            let fd = try OutputTarget.openForWriting(path)
            #expect(fcntl(fd, F_GETFL) & O_NONBLOCK == 0)
            #expect(write(fd, "new", 3) == 3)
            close(fd)
            let written = try String(contentsOfFile: path, encoding: .utf8)
            #expect(written == "new")
            let created = try OutputTarget.openForWriting(folder + "/new.replay")
            close(created)
            #expect(FileManager.default.fileExists(atPath: folder + "/new.replay"))
            let device = try OutputTarget.openForWriting("/dev/null")
            close(device)
            #expect(throws: OutputTarget.Refusal.unwritable("No such file or directory")) {
                try OutputTarget.openForWriting(folder + "/missing/x.replay")
            }
        }
    }
}

/// A listening Unix socket at a path, as a test's stand-in for one a user names.
private struct UnixSocket {
    let fd: Int32

    init(path: String) throws {
        fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            for (index, byte) in path.utf8.prefix(raw.count - 1).enumerated() { raw[index] = byte }
        }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        guard fd >= 0, bound == 0 else { throw POSIXError(.EADDRNOTAVAIL) }
    }

    func close() { _ = Glibc.close(fd) }
}
