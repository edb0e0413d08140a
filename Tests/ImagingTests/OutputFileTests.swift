import Foundation
import Testing
import Imaging

@Suite struct OutputFileTests {
    @Test func replacesARegularFileWhole() throws {
        let path = NSTemporaryDirectory() + "output-\(UUID().uuidString).txt"
        defer { unlink(path) }
        try OutputFile.write("old and longer", to: path)
        try OutputFile.write("new", to: path)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "new")
    }

    @Test func refusesAPipeWithoutWaitingOrReplacingIt() throws {
        let pipe = NSTemporaryDirectory() + "output-\(UUID().uuidString).pipe"
        #expect(mkfifo(pipe, 0o600) == 0)
        defer { unlink(pipe) }
        #expect(throws: OutputFileError.self) { try OutputFile.write("through", to: pipe) }
        var info = stat()
        #expect(lstat(pipe, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO, "the pipe is left as it was")
    }

    @Test func writesThroughADevice() throws {
        try OutputFile.write("into nothing", to: "/dev/null")
        #expect(throws: OutputFileError.self) { try OutputFile.write("too much", to: "/dev/full") }
        var info = stat()
        #expect(stat("/dev/null", &info) == 0 && info.st_mode & S_IFMT == S_IFCHR)
    }

    @Test func aMissingFolderIsNamed() throws {
        let folder = NSTemporaryDirectory() + "no-such-folder-\(UUID().uuidString)"
        #expect(throws: OutputFileError(path: folder + "/x.txt", reason: "the folder \(folder) does not exist")) {
            try OutputFile.write("x", to: folder + "/x.txt")
        }
        // A file where the folder should be is said to be no folder.
        let file = NSTemporaryDirectory() + "plain-\(UUID().uuidString).txt"
        try OutputFile.write("x", to: file)
        defer { unlink(file) }
        #expect(throws: OutputFileError(path: file + "/x.txt", reason: "\(file) is not a folder")) {
            try OutputFile.write("x", to: file + "/x.txt")
        }
    }
}
