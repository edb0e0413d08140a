/// Damaged files are kept, never overwritten by the fresh file that replaces them.
extension SaveStore {
    /// Writes `bytes`, read from the damaged file `name`, beside it as `STEM.damaged.EXT` (then
    /// `STEM.damaged-2.EXT`, …), never over one kept earlier, and returns the name it is kept as.
    /// - Throws: `SaveError` when it cannot be written.
    public func keepAside(_ bytes: [UInt8], of name: String) throws -> String {
        let dot = name.lastIndex(of: ".").flatMap { $0 == name.startIndex ? nil : $0 }
        let stem = dot.map { String(name[..<$0]) } ?? name, suffix = dot.map { String(name[$0...]) } ?? ""
        var aside = stem + ".damaged" + suffix, number = 1
        while exists(aside) {
            number += 1
            aside = stem + ".damaged-\(number)" + suffix
        }
        try write(bytes, to: aside)
        return aside
    }
}
