/// The document `SaveCrashWriter` saves over and over: numbered, sized, and checkable whole.
///
/// Every line carries the generation, so a file torn between two saves, cut short, or holding
/// another generation's tail is told apart from a whole one.
public enum SaveCrashDocument {
    /// The saved file's name.
    public static let fileName = "save.json"

    /// Generation `generation` of about `kilobytes` KiB.
    public static func bytes(generation: Int, kilobytes: Int) -> [UInt8] {
        let count = lineCount(kilobytes: kilobytes)
        var bytes = Array("generation \(generation) lines \(count)\n".utf8)
        bytes.reserveCapacity(bytes.count + count * 1024 + 32)
        for line in 0..<count { bytes += self.line(line, generation: generation) }
        bytes += "end \(generation)\n".utf8
        return bytes
    }

    /// The generation of a whole document, or nil when `bytes` is not one.
    public static func generation(of bytes: [UInt8]) -> Int? {
        let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        let header = lines.first?.split(separator: " ") ?? []
        guard header.count == 4, header[0] == "generation", header[2] == "lines",
              let generation = Int(header[1]), let count = Int(header[3]), count >= 0, lines.count == count + 3,
              lines[count + 1] == "end \(generation)", lines[count + 2].isEmpty else { return nil }
        for index in 0..<count where Array(lines[index + 1].utf8) + [10] != line(index, generation: generation) { return nil }
        return generation
    }

    private static func lineCount(kilobytes: Int) -> Int { kilobytes }

    /// Line `index` of generation `generation`: 1 KiB with its newline.
    private static func line(_ index: Int, generation: Int) -> [UInt8] {
        let body = Array("\(generation):\(index) ".utf8)
        let letter = UInt8(97 + (generation + index) % 26)
        return body + [UInt8](repeating: letter, count: max(0, 1023 - body.count)) + [10]
    }
}
