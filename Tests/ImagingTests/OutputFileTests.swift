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

    @Test func writesThroughAPipeWithoutReplacingIt() throws {
        let pipe = NSTemporaryDirectory() + "output-\(UUID().uuidString).pipe"
        #expect(mkfifo(pipe, 0o600) == 0)
        defer { unlink(pipe) }
        let reader = open(pipe, O_RDONLY | O_NONBLOCK)
        #expect(reader >= 0)
        defer { close(reader) }
        try OutputFile.write("through", to: pipe)
        var info = stat()
        #expect(lstat(pipe, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO)
        var buffer = [UInt8](repeating: 0, count: 16)
        let count = read(reader, &buffer, buffer.count)
        #expect(String(decoding: buffer.prefix(max(count, 0)), as: UTF8.self) == "through")
    }

    @Test func aMissingFolderNamesThePathAndTheReason() {
        let path = NSTemporaryDirectory() + "no-such-folder-\(UUID().uuidString)/x.txt"
        #expect(throws: OutputFileError(path: path, reason: "No such file or directory")) {
            try OutputFile.write("x", to: path)
        }
    }
}
