import Foundation

/// The lines a pipe or file gives until its end, each without its newline; a last line without
/// one is given too.
struct LineReader: Sequence, IteratorProtocol {
    private let handle: FileHandle
    private var pending = Data()
    private var atEnd = false

    /// Reads lines from `handle`, blocking until each is complete.
    init(_ handle: FileHandle) { self.handle = handle }

    mutating func next() -> String? {
        while true {
            if let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
                defer { pending.removeSubrange(pending.startIndex...newline) }
                return String(decoding: pending[pending.startIndex..<newline], as: UTF8.self)
            }
            if atEnd {
                guard !pending.isEmpty else { return nil }
                defer { pending = Data() }
                return String(decoding: pending, as: UTF8.self)
            }
            let chunk = handle.availableData
            if chunk.isEmpty { atEnd = true } else { pending.append(chunk) }
        }
    }
}
