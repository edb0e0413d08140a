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

    @Test func aMissingFolderNamesThePathAndTheReason() {
        let path = NSTemporaryDirectory() + "no-such-folder-\(UUID().uuidString)/x.txt"
        #expect(throws: OutputFileError(path: path, reason: "No such file or directory")) {
            try OutputFile.write("x", to: path)
        }
    }
}
