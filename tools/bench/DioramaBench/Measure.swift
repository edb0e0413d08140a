import Core
@preconcurrency import Foundation  // with Glibc: `stdout`, which the `--json` tap flushes and line-buffers
@preconcurrency import Glibc

/// Timing helpers shared by the suites.
enum Measure {
    /// The median of `runs` timings of `body`, in nanoseconds, after `warmup` untimed runs.
    static func medianNanoseconds(runs: Int, warmup: Int = 1, _ body: () -> Void) -> Double {
        for _ in 0..<warmup { body() }
        return median((0..<runs).map { _ in nanoseconds(body) })
    }

    /// Nanoseconds `body` takes, once.
    static func nanoseconds(_ body: () throws -> Void) rethrows -> Double {
        let start = RealTimeDriver.nowNanoseconds()
        try body()
        return Double(RealTimeDriver.nowNanoseconds() - start)
    }

    /// The middle value of `values` (the upper one of an even count).
    static func median(_ values: [Double]) -> Double { percentile(values, 50) }

    /// The value `percent` % of the way up the sorted `values`.
    static func percentile(_ values: [Double], _ percent: Int) -> Double {
        values.sorted()[values.count * percent / 100]
    }

    /// Prints one figure as `name: value unit` (rounded to `decimals` places); with `--json`,
    /// the line is also collected into the run's record (see `FigureTap`).
    static func report(_ name: String, _ value: Double, _ unit: String, decimals: Int = 2) {
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let rounded = (value * scale).rounded() / scale
        print("\(name): \(rounded) \(unit)")
    }
}

/// One run of a suite as `diorama-bench SUITE --json FILE` appends it to FILE: a JSON object on
/// a line of its own, read by `tools/perf-report`.
struct BenchRun: Codable, Sendable {
    /// The machine a run was measured on.
    struct Machine: Codable, Sendable {
        let hostname: String
        let cores: Int
        let cpu: String

        /// This machine: its host name, the cores the process may use and the CPU's model name
        /// as `/proc/cpuinfo` gives it ("unknown" where it does not).
        static func current() -> Machine {
            var name = [CChar](repeating: 0, count: 256)
            let hostname = gethostname(&name, name.count) == 0
                ? String(decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self) : "unknown"
            let cpuinfo = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)) ?? ""
            let model = cpuinfo.split(separator: "\n").first { $0.hasPrefix("model name") }
                .flatMap { $0.split(separator: ":", maxSplits: 1).last }
                .map { $0.trimmingCharacters(in: .whitespaces) }
            return Machine(hostname: hostname, cores: ProcessInfo.processInfo.activeProcessorCount, cpu: model ?? "unknown")
        }
    }

    /// A figure's target as the run knew it (see `BenchTargets`).
    struct Target: Codable, Sendable {
        let comparison: String
        let value: Double
    }

    /// One `name: value unit` line of the run.
    struct Figure: Codable, Sendable {
        let name: String
        let value: Double
        let unit: String
        let target: Target?
        let met: Bool?

        /// The figure a `name: value unit` line reports, with its target from `BenchTargets`;
        /// nil for other lines (a message, a hash, a figure skipped or not a finite number).
        init?(line: String) {
            guard let colon = line.range(of: ": ") else { return nil }
            let name = String(line[..<colon.lowerBound])
            guard name.contains("."), name.allSatisfy({ $0.isASCII && ($0.isLowercase || $0.isNumber || "._".contains($0)) })
            else { return nil }
            let rest = line[colon.upperBound...]
            let number = rest.prefix { $0 != " " }
            guard let value = Double(number), value.isFinite else { return nil }
            let unit = rest.dropFirst(number.count).trimmingCharacters(in: .whitespaces)
            guard unit != "hex" else { return nil }
            self.name = name
            self.value = value
            self.unit = unit
            let target = BenchTargets.target(for: name)
            self.target = target.map { Target(comparison: $0.comparison.rawValue, value: $0.value) }
            self.met = target?.isMet(by: value)
        }
    }

    /// The suite's command name, as typed after `diorama-bench`.
    let suite: String
    /// The suite's arguments, `--json` left out.
    let arguments: [String]
    /// When the run started, ISO 8601 in UTC.
    let date: String
    let machine: Machine
    /// "release" or "debug".
    let build: String
    let figures: [Figure]
    /// Why the run stopped early, when it did; `tools/perf-report` leaves such runs out.
    let failure: String?

    /// This run as one line of JSON, newline included.
    func jsonLine() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(self) + Data("\n".utf8)
    }

    /// Appends this run to the file at `path` (made if missing) as one line of JSON.
    func append(to path: String) throws {
        let line = try jsonLine()
        if !FileManager.default.fileExists(atPath: path) {
            guard FileManager.default.createFile(atPath: path, contents: nil) else {
                throw CocoaError(.fileWriteNoPermission, userInfo: [NSFilePathErrorKey: path])
            }
        }
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        defer { try? handle.close() }
        try handle.seekToEnd()
        try handle.write(contentsOf: line)
    }
}

/// Standard output passed through a pipe, unchanged, while its `name: value unit` lines are
/// collected as figures: how `--json` sees every figure a suite prints, through `Measure.report`
/// or not.
final class FigureTap: @unchecked Sendable {
    private let lock = NSLock()
    private var collected: [BenchRun.Figure] = []
    private let finished = DispatchSemaphore(value: 0)
    private let terminal: Int32
    private let readEnd: Int32

    /// Puts a pipe in place of standard output, and starts passing what comes through it on.
    init() throws {
        fflush(stdout)
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        terminal = dup(STDOUT_FILENO)
        dup2(ends[1], STDOUT_FILENO)
        close(ends[1])
        readEnd = ends[0]
        setvbuf(stdout, nil, _IOLBF, 0)  // lines still show as they are printed
        Thread.detachNewThread { [self] in pump() }
    }

    /// Puts standard output back and returns the figures seen, in the order they were printed.
    func stop() -> [BenchRun.Figure] {
        fflush(stdout)
        dup2(terminal, STDOUT_FILENO)  // closes the pipe's last write end: the pump reads its end
        _ = finished.wait(timeout: .now() + 10)
        lock.lock()
        defer { lock.unlock() }
        return collected
    }

    private func pump() {
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        var line: [UInt8] = []
        while true {
            let count = read(readEnd, &buffer, buffer.count)
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { break }
            var written = 0
            while written < count {
                let n = buffer.withUnsafeBytes { write(terminal, $0.baseAddress! + written, count - written) }
                if n < 0 && errno == EINTR { continue }
                guard n > 0 else { break }
                written += n
            }
            for byte in buffer[0..<count] {
                if byte == UInt8(ascii: "\n") {
                    collect(String(decoding: line, as: UTF8.self))
                    line.removeAll(keepingCapacity: true)
                } else {
                    line.append(byte)
                }
            }
        }
        if !line.isEmpty { collect(String(decoding: line, as: UTF8.self)) }
        close(readEnd)
        finished.signal()
    }

    private func collect(_ line: String) {
        guard let figure = BenchRun.Figure(line: line) else { return }
        lock.lock()
        collected.append(figure)
        lock.unlock()
    }
}
