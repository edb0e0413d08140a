import ArgumentParser

/// One of N shares of a set of files (`--shard K/N`), split by path: a file is always in the same
/// share whatever else is in the set, so N machines each given `K/N` run every file once.
struct TestShard: ExpressibleByArgument, Equatable {
    /// Which share, from 1 to `count`.
    var index: Int
    /// How many shares.
    var count: Int

    /// The most shares a set may be split into.
    static let maxCount = 100_000

    init(index: Int, count: Int) {
        self.index = index
        self.count = count
    }

    init?(argument: String) {
        let parts = argument.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]),
              (1...Self.maxCount).contains(count), (1...count).contains(index) else { return nil }
        self.init(index: index, count: count)
    }

    static var defaultValueDescription: String { "1/1" }

    /// Whether `path` (as given or printed) falls in this share: FNV-1a of its bytes, modulo the count.
    func contains(_ path: String) -> Bool {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in path.utf8 { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        return Int(hash % UInt64(count)) == index - 1
    }
}
