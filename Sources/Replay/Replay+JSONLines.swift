import Core
import Engine
import Foundation

/// The replay file format: JSON Lines, one record a line, readable and diffable.
///
/// ```
/// {"kind":"header","build":"debug","checkpointInterval":60,"engine":"0.2.0","format":2,"parameters":{},"scene":"playground","seed":7,"tickRate":60}
/// {"kind":"input","tick":12,"event":{"button":"primary","type":"pointerDown","x":360,"y":300}}
/// {"kind":"checkpoint","tick":60,"hash":"0c1d7c44ec08df9c","digests":[["physics","5e1f03aa"],…],"probes":[["bodies","1"],…],"ticks":["9a0b1c2d",…]}
/// {"kind":"end","tick":600,"hash":"…"}
/// ```
extension Replay {
    // MARK: - Writing

    /// The header record.
    public static func line(for header: ReplayHeader) -> String { record("header", header) }

    /// An input record.
    public static func line(for input: TimedInput) -> String {
        "{\"kind\":\"input\",\"tick\":\(input.tick),\"event\":\(json(input.event))}"
    }

    /// A checkpoint record; its digests and state only when it has them, so a replay recorded
    /// without them reads as before.
    public static func line(for checkpoint: ReplayCheckpoint) -> String {
        let probes = json(checkpoint.probes.map { [$0.name, $0.value] })
        let ticks = json(checkpoint.tickHashes.map(hex8))
        var line = "{\"kind\":\"checkpoint\",\"tick\":\(checkpoint.tick),\"hash\":\"\(checkpoint.hash.hex16)\""
        if !checkpoint.digests.isEmpty { line += ",\"digests\":" + json(checkpoint.digests.map { [$0.path, hex8($0.digest)] }) }
        line += ",\"probes\":\(probes)"
        if let state = checkpoint.state { line += ",\"state\":" + json(state) }
        return line + ",\"ticks\":\(ticks)}"
    }

    /// `value` as 8 hex digits.
    private static func hex8(_ value: UInt32) -> String { String(UInt64(value).hex16.suffix(8)) }

    /// The end record.
    public static func endLine(tick: UInt64, hash: UInt64) -> String {
        "{\"kind\":\"end\",\"tick\":\(tick),\"hash\":\"\(hash.hex16)\"}"
    }

    /// The whole replay as text, one record a line, in order: header, then inputs and
    /// checkpoints by tick (inputs of a tick before its checkpoint), then the end.
    public var jsonLines: String {
        var lines = [Self.line(for: header)]
        var next = 0
        for checkpoint in checkpoints {
            while next < inputs.count, inputs[next].tick < checkpoint.tick {
                lines.append(Self.line(for: inputs[next])); next += 1
            }
            lines.append(Self.line(for: checkpoint))
        }
        lines += inputs[next...].map(Self.line(for:))
        if let end { lines.append(Self.endLine(tick: end.tick, hash: end.hash)) }
        return lines.joined(separator: "\n") + "\n"
    }

    private static let encoder: JSONEncoder = {
        let e = JSONEncoder()
        e.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return e
    }()

    /// `value` as compact JSON with sorted keys.
    package static func json<T: Encodable>(_ value: T) -> String {
        // Encoding these plain value types (strings, numbers, events) cannot fail.
        String(decoding: try! encoder.encode(value), as: UTF8.self)
    }

    /// `{"kind":KIND,<fields of body>}`.
    private static func record<T: Encodable>(_ kind: String, _ body: T) -> String {
        "{\"kind\":\"\(kind)\"," + json(body).dropFirst()
    }

    // MARK: - Reading

    /// Reads the replay at `path`.
    /// - Throws: `ReplayError` naming the file, the line and what was expected.
    public init(contentsOf path: String) throws {
        let bytes: [UInt8]
        do throws(BoundedFile.Failure) {
            bytes = try BoundedFile.read(path, maxBytes: ReplayLimits.maxFileBytes)
        } catch {
            throw ReplayError(file: path, line: nil, error.description)
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw ReplayError(file: path, line: nil, "is not UTF-8 text; a replay is JSON Lines")
        }
        try self.init(jsonLines: text, file: path)
    }

    /// Parses replay text; `file` names it in errors.
    public init(jsonLines text: String, file: String) throws {
        let decoder = JSONDecoder()
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let endsWithNewline = lines.last == ""
        if endsWithNewline { lines.removeLast() }
        guard !lines.isEmpty else { throw ReplayError(file: file, line: nil, "is empty; expected a header line") }

        func fail(_ number: Int, _ message: String) -> ReplayError { ReplayError(file: file, line: number, message) }
        func decode<T: Decodable>(_ type: T.Type, _ line: String, _ number: Int, _ what: String) throws -> T {
            do { return try decoder.decode(type, from: Data(line.utf8)) } catch let error as DecodingError {
                throw fail(number, "\(what): \(Self.explain(error))")
            }
        }

        var header: ReplayHeader?
        var inputs: [TimedInput] = []
        var inputLines: [Int] = []
        var checkpoints: [ReplayCheckpoint] = []
        var end: (UInt64, UInt64)?
        var lastTick: UInt64 = 0
        var truncation: String?
        var stateBytes = 0
        for (index, line) in lines.enumerated() {
            let number = index + 1
            let isLast = index == lines.count - 1
            guard let kind = try? decoder.decode(KindLine.self, from: Data(line.utf8)).kind else {
                // A recording streams line by line, so a session killed mid-write (or a file
                // copied while being written) leaves its last line cut off: the replay ends at
                // its last complete record, as a crashed session's does.
                if isLast && !endsWithNewline && header != nil {
                    truncation = ReplayStrings.truncated(file: file, line: number)
                    break
                }
                throw fail(number, "not a JSON record with a \"kind\"; expected one of header, input, checkpoint, end")
            }
            if header == nil && kind != "header" { throw fail(number, "expected the header record first, found '\(kind)'") }
            if end != nil { throw fail(number, "a '\(kind)' record after the end record") }
            switch kind {
            case "header":
                guard header == nil else { throw fail(number, "a second header record") }
                let h = try decode(ReplayHeader.self, line, number, "header")
                guard ReplayHeader.readableFormats.contains(h.format) else {
                    let formats = ReplayHeader.readableFormats
                    throw fail(number, "replay format \(h.format) is not supported; this build reads formats \(formats.lowerBound) to \(formats.upperBound)")
                }
                if let problem = h.problem { throw fail(number, problem) }
                header = h
            case "input":
                let r = try decode(InputLine.self, line, number, "input")
                guard r.tick <= ReplayLimits.maxTick else { throw fail(number, "input at tick \(r.tick) is past the longest replay (\(ReplayLimits.maxTick) ticks)") }
                guard r.tick >= lastTick else { throw fail(number, "input at tick \(r.tick) comes after tick \(lastTick); records must be in tick order") }
                lastTick = r.tick
                inputs.append(TimedInput(tick: r.tick, event: r.event))
                inputLines.append(number)
            case "checkpoint":
                // A recorded state makes a checkpoint line long; its size is checked before it
                // is read into memory.
                let bytes = line.utf8.count
                if bytes > ReplayLimits.maxStateLineBytes {
                    throw fail(number, ReplayStrings.checkpointTooLong(bytes: bytes, most: ReplayLimits.maxStateLineBytes))
                }
                let r = try decode(CheckpointLine.self, line, number, "checkpoint")
                if r.state != nil {
                    stateBytes += bytes
                    guard stateBytes <= ReplayLimits.maxStatesBytes else {
                        throw fail(number, ReplayStrings.statesTooLarge(most: ReplayLimits.maxStatesBytes))
                    }
                }
                guard r.tick >= lastTick else { throw fail(number, "checkpoint at tick \(r.tick) comes after tick \(lastTick); records must be in tick order") }
                // Checkpoints come every interval, none left out: a replay cannot claim ticks it does not check.
                let interval = UInt64(header!.checkpointInterval)
                let expected = UInt64(checkpoints.count + 1) * interval
                guard r.tick == expected, r.tick <= ReplayLimits.maxTick else {
                    throw fail(number, "checkpoint at tick \(r.tick); the next one must be at tick \(expected) (every \(interval) ticks)")
                }
                guard r.ticks.count == Int(interval) else {
                    throw fail(number, "\(r.ticks.count) tick hashes for the \(interval) ticks since the previous checkpoint; one a tick")
                }
                guard r.probes.count <= ReplayLimits.maxProbes else { throw fail(number, "\(r.probes.count) probes; at most \(ReplayLimits.maxProbes)") }
                lastTick = r.tick
                guard let hash = UInt64(r.hash, radix: 16) else { throw fail(number, "checkpoint hash '\(r.hash)' is not 16 hex digits") }
                var tickHashes: [UInt32] = []
                for t in r.ticks {
                    guard let v = UInt32(t, radix: 16) else { throw fail(number, "tick hash '\(t)' is not 8 hex digits") }
                    tickHashes.append(v)
                }
                guard r.probes.allSatisfy({ $0.count == 2 }) else { throw fail(number, "probes must be [name, value] pairs") }
                let digests = try Self.digests(r.digests ?? [], line: number, fail: fail)
                checkpoints.append(ReplayCheckpoint(tick: r.tick, hash: hash, tickHashes: tickHashes,
                                                    probes: r.probes.map { ($0[0], $0[1]) }, digests: digests, state: r.state))
            case "end":
                let r = try decode(EndLine.self, line, number, "end")
                guard r.tick >= lastTick else { throw fail(number, "end at tick \(r.tick) comes before tick \(lastTick)") }
                let lastCheckpoint = checkpoints.last?.tick ?? 0, interval = UInt64(header!.checkpointInterval)
                guard r.tick - lastCheckpoint < interval else {
                    throw fail(number, "end at tick \(r.tick), but the last checkpoint is at tick \(lastCheckpoint); one is due every \(interval) ticks")
                }
                guard let hash = UInt64(r.hash, radix: 16) else { throw fail(number, "end hash '\(r.hash)' is not 16 hex digits") }
                end = (r.tick, hash)
            default:
                throw fail(number, "unknown record kind '\(kind)'; expected one of header, input, checkpoint, end")
            }
        }
        guard let header else { throw ReplayError(file: file, line: 1, "expected a header record") }
        // Without an end, the session stopped within an interval of its last checkpoint.
        let bound = end?.0 ?? (checkpoints.last?.tick ?? 0) + UInt64(header.checkpointInterval)
        if let late = inputs.firstIndex(where: { $0.tick > bound }) {
            throw ReplayError(file: file, line: inputLines[late], "input at tick \(inputs[late].tick), after the replay's last tick \(bound)")
        }
        self.init(header: header, inputs: inputs, checkpoints: checkpoints, end: end)
        self.truncation = truncation
    }

    /// A checkpoint's `digests` field read: [path, 8 hex digits] pairs, within `ReplayLimits`,
    /// sorted by path with none twice.
    private static func digests(_ pairs: [[String]], line number: Int,
                                fail: (Int, String) -> ReplayError) throws -> [(path: String, digest: UInt32)] {
        guard pairs.count <= ReplayLimits.maxDigests else { throw fail(number, ReplayStrings.tooManyDigests(pairs.count, most: ReplayLimits.maxDigests)) }
        var digests: [(path: String, digest: UInt32)] = []
        for pair in pairs {
            guard pair.count == 2, !pair[0].isEmpty, pair[0].utf8.count <= ReplayLimits.maxDigestPathBytes,
                  pair[1].utf8.count == 8, let digest = UInt32(pair[1], radix: 16) else {
                throw fail(number, ReplayStrings.badDigest(pair.first.map { String($0.prefix(80)) } ?? "", maxPathBytes: ReplayLimits.maxDigestPathBytes))
            }
            if let previous = digests.last?.path, previous >= pair[0] { throw fail(number, ReplayStrings.digestsOutOfOrder(pair[0])) }
            digests.append((pair[0], digest))
        }
        return digests
    }

    /// A decoding error in words: which field, and what it should be.
    static func explain(_ error: DecodingError) -> String {
        func path(_ ctx: DecodingError.Context, _ key: CodingKey? = nil) -> String {
            let keys = ctx.codingPath.map(\.stringValue) + (key.map { [$0.stringValue] } ?? [])
            return keys.joined(separator: ".")
        }
        switch error {
        case .keyNotFound(let key, let ctx): return "missing field '\(path(ctx, key))'"
        case .typeMismatch(let type, let ctx): return "field '\(path(ctx))' should be \(describe(type))"
        case .valueNotFound(let type, let ctx): return "field '\(path(ctx))' should be \(describe(type)), not null"
        case .dataCorrupted(let ctx):
            let field = path(ctx)
            return field.isEmpty ? "not valid JSON" : "field '\(field)': \(ctx.debugDescription)"
        @unknown default: return "\(error)"
        }
    }

    private static func describe(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: return "a string"
        case is Double.Type, is Int.Type, is UInt64.Type: return "a number"
        case is Bool.Type: return "true or false"
        default: return "a \(type)"
        }
    }
}

private struct KindLine: Decodable { var kind: String }
private struct InputLine: Codable { var tick: UInt64; var event: InputEvent }
private struct CheckpointLine: Decodable {
    var tick: UInt64; var hash: String; var ticks: [String]; var probes: [[String]]
    var digests: [[String]]?; var state: StateTree?
}
private struct EndLine: Codable { var tick: UInt64; var hash: String }
