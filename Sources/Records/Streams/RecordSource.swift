import Engine
import Foundation

/// Where a file of records comes from: a file on disk, read a chunk at a time, or bytes already
/// in memory (a file dropped on the window, which the replay carries). The readers pull either
/// through a stream, so no reader holds more of a file than its buffers.
public enum RecordSource: Sendable {
    /// The file at `path`, at most `maxBytes` long.
    case file(path: String, maxBytes: Int)
    /// Bytes in memory.
    case data(Data)

    /// A new stream over the bytes from their start, opened.
    /// - Throws: `RecordFileError` naming `file` when the file cannot be opened.
    public func stream(file: String) throws -> InputStream {
        let stream: InputStream
        switch self {
        case .file(let path, let maxBytes):
            do throws(BoundedFile.Failure) {
                stream = try BoundedInputStream(path: path, maxBytes: maxBytes)
            } catch {
                throw RecordFileError.unreadable(file: file, reason: error.description)
            }
        case .data(let data):
            stream = InputStream(data: data)
        }
        stream.open()
        return stream
    }

    /// Up to `count` bytes from the start, to tell the file's format by.
    public func head(_ count: Int, file: String) throws -> Data {
        if case .data(let data) = self { return data.prefix(count) }
        let stream = try stream(file: file)
        defer { stream.close() }
        var head = Data(count: count)
        var filled = 0
        while filled < count {
            let read = head.withUnsafeMutableBytes { buffer in
                stream.read(buffer.baseAddress!.assumingMemoryBound(to: UInt8.self) + filled, maxLength: count - filled)
            }
            // Only a file's stream fails, and it says why.
            if read < 0 { throw Self.failure(of: stream, file: file) ?? RecordFileError.unreadable(file: file, reason: RecordsStrings.unreadable) }
            if read == 0 { break }
            filled += read
        }
        return head.prefix(filled)
    }

    /// Why `stream` stopped reading, when it was the file that failed (it grew past its limit,
    /// the disk refused a read), naming `file`.
    public static func failure(of stream: InputStream, file: String) -> RecordFileError? {
        guard let failure = (stream as? BoundedInputStream)?.failure else { return nil }
        return .unreadable(file: file, reason: failure.description)
    }

    /// The whole of the bytes in memory, for a reader that cannot stream them.
    /// - Throws: `RecordFileError` naming `file` when the file cannot be read.
    public func data(file: String) throws -> Data {
        switch self {
        case .data(let data):
            return data
        case .file(let path, let maxBytes):
            do throws(BoundedFile.Failure) {
                return Data(try BoundedFile.read(path, maxBytes: maxBytes))
            } catch {
                throw RecordFileError.unreadable(file: file, reason: error.description)
            }
        }
    }
}
