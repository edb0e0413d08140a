import Core
import Foundation

/// Input events in replays and scripts: `{"type": "pointerDown", "x": 120, "y": 300, "button": "primary"}`,
/// `{"type": "keyDown", "key": "z", "modifiers": ["ctrl"], "repeat": true}` (`modifiers` and
/// `repeat` are left out when empty or false; format 1 replays never have them),
/// `{"type": "clock", "minute": 29924220}` (minutes since 1970, UTC: 2026-11-23 17:00),
/// `{"type": "pinch", "phase": "changed", "x": 360, "y": 640, "scale": 1.5, "rotation": 0.26}`,
/// `{"type": "listing", "folder": "pictures", "files": [{"name": "a.png", "bytes": 5120, "modified": 1795000000}]}`
/// (`modified` in seconds since 1970),
/// `{"type": "jobFinished", "tag": "export", "outcome": "{\"written\":…}"}` (the outcome's JSON as text),
/// `{"type": "saveRead", "tag": "purchases", "name": "purchases.json", "outcome": "read", "data": "…"}`
/// (`outcome` `read` with `data` in base64, `missing`, or `unreadable` with a `reason`).
extension InputEvent: Codable {
    enum CodingKeys: String, CodingKey {
        case type, x, y, button, dy, key, modifiers, isRepeat = "repeat", text, cursor, length, strength, name, data, path, minute, phase, scale, rotation,
             folder, files, tag, outcome, reason
    }

    /// The `type` names, as replays and scripts spell them.
    public static let typeNames = ["pointerDown", "pointerMove", "pointerUp", "wheel", "keyDown", "keyUp",
                                   "text", "composition", "paste", "tilt", "shake", "fileDrop", "clock", "pinch", "listing", "jobFinished", "saveFailed", "saveRead"]

    /// The fields each event type may have besides `type`. Any other is refused, so that a
    /// field renamed or added in a file is never silently ignored (and a default used instead).
    static let fieldsByType: [String: Set<String>] = [
        "pointerDown": ["x", "y", "button"], "pointerMove": ["x", "y"], "pointerUp": ["x", "y", "button"],
        "wheel": ["dy"], "keyDown": ["key", "modifiers", "repeat"], "keyUp": ["key"], "text": ["text"],
        "composition": ["text", "cursor", "length"], "paste": ["text"], "tilt": ["x", "y"], "shake": ["strength"],
        "fileDrop": ["name", "data", "path"], "clock": ["minute"], "listing": ["folder", "files"],
        "jobFinished": ["tag", "outcome"], "saveFailed": ["name", "reason"],
        "saveRead": ["tag", "name", "outcome", "data", "reason"],
        "pinch": ["phase", "x", "y", "scale", "rotation"],
    ]

    /// Any field name of an event object, known or not.
    private struct FieldName: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    /// Decodes an event from its replay and script JSON form, refusing unknown fields and numbers
    /// out of range.
    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        func point() throws -> Vec2 { Vec2(try c.decode(Double.self, forKey: .x), try c.decode(Double.self, forKey: .y)) }
        let type = try c.decode(String.self, forKey: .type)
        if let allowed = Self.fieldsByType[type],
           let stray = try decoder.container(keyedBy: FieldName.self).allKeys.map(\.stringValue)
               .sorted().first(where: { $0 != "type" && !allowed.contains($0) }) {
            throw DecodingError.dataCorruptedError(forKey: .type, in: c, debugDescription:
                "a \(type) event has no field '\(stray.prefix(40))'; its fields are \(allowed.sorted().joined(separator: ", "))")
        }
        switch type {
        case "pointerDown": self = .pointerDown(try point(), try c.decodeIfPresent(PointerButton.self, forKey: .button) ?? .primary)
        case "pointerMove": self = .pointerMove(try point())
        case "pointerUp": self = .pointerUp(try point(), try c.decodeIfPresent(PointerButton.self, forKey: .button) ?? .primary)
        case "wheel": self = .wheel(try c.decode(Double.self, forKey: .dy))
        case "keyDown": self = .keyDown(try Self.keyPress(in: c))
        case "keyUp": self = .keyUp(Key(try c.decode(String.self, forKey: .key)))
        case "text": self = .text(try c.decode(String.self, forKey: .text))
        case "composition":
            let cursor = try c.decode(Int.self, forKey: .cursor), length = try c.decode(Int.self, forKey: .length)
            guard cursor >= 0, length >= 0 else {
                throw DecodingError.dataCorruptedError(forKey: .cursor, in: c, debugDescription:
                    "a composition's cursor and length are 0 or more, not \(cursor) and \(length)")
            }
            self = .composition(try c.decode(String.self, forKey: .text), cursor: cursor, length: length)
        case "paste": self = .paste(try c.decode(String.self, forKey: .text))
        case "tilt": self = .tilt(try point())
        case "shake": self = .shake(try c.decode(Double.self, forKey: .strength))
        case "fileDrop": self = .fileDrop(try Self.droppedFile(in: c))
        case "clock": self = .clock(minute: try c.decode(Int64.self, forKey: .minute))
        case "pinch":
            self = .pinch(try c.decode(PinchPhase.self, forKey: .phase), center: try point(),
                          scale: try c.decode(Double.self, forKey: .scale), rotation: try c.decode(Double.self, forKey: .rotation))
        case "listing": self = .listing(try Self.listing(in: c))
        case "jobFinished":
            let outcome = try c.decode(String.self, forKey: .outcome)
            self = .jobFinished(JobResult(tag: try c.decode(String.self, forKey: .tag), payload: Data(outcome.utf8)))
        case "saveFailed":
            self = .saveFailed(SaveFailure(name: try c.decode(String.self, forKey: .name), reason: try c.decode(String.self, forKey: .reason)))
        case "saveRead": self = .saveRead(try Self.saveRead(in: c))
        default:
            throw DecodingError.dataCorruptedError(
                forKey: .type, in: c,
                debugDescription: "unknown event type '\(type)'; expected one of \(Self.typeNames.joined(separator: ", "))")
        }
        if let problem = rangeProblem { throw DecodingError.dataCorrupted(.init(codingPath: c.codingPath, debugDescription: problem)) }
    }

    /// Encodes the event in its replay JSON form.
    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        func point(_ p: Vec2) throws { try c.encode(p.x, forKey: .x); try c.encode(p.y, forKey: .y) }
        switch self {
        case .pointerDown(let p, let b): try c.encode("pointerDown", forKey: .type); try point(p); try c.encode(b, forKey: .button)
        case .pointerMove(let p): try c.encode("pointerMove", forKey: .type); try point(p)
        case .pointerUp(let p, let b): try c.encode("pointerUp", forKey: .type); try point(p); try c.encode(b, forKey: .button)
        case .wheel(let dy): try c.encode("wheel", forKey: .type); try c.encode(dy, forKey: .dy)
        case .keyDown(let press):
            try c.encode("keyDown", forKey: .type); try c.encode(press.key.rawValue, forKey: .key)
            if !press.modifiers.isEmpty { try c.encode(press.modifiers.nameList, forKey: .modifiers) }
            if press.isRepeat { try c.encode(true, forKey: .isRepeat) }
        case .keyUp(let k): try c.encode("keyUp", forKey: .type); try c.encode(k.rawValue, forKey: .key)
        case .text(let s): try c.encode("text", forKey: .type); try c.encode(s, forKey: .text)
        case .composition(let s, let cursor, let length):
            try c.encode("composition", forKey: .type); try c.encode(s, forKey: .text)
            try c.encode(cursor, forKey: .cursor); try c.encode(length, forKey: .length)
        case .paste(let s): try c.encode("paste", forKey: .type); try c.encode(s, forKey: .text)
        case .tilt(let p): try c.encode("tilt", forKey: .type); try point(p)
        case .shake(let s): try c.encode("shake", forKey: .type); try c.encode(s, forKey: .strength)
        case .fileDrop(let file):
            try c.encode("fileDrop", forKey: .type); try c.encode(file.name, forKey: .name)
            try c.encode(Data(file.bytes).base64EncodedString(), forKey: .data)
        case .clock(let minute): try c.encode("clock", forKey: .type); try c.encode(minute, forKey: .minute)
        case .pinch(let phase, let center, let scale, let rotation):
            try c.encode("pinch", forKey: .type); try c.encode(phase, forKey: .phase); try point(center)
            try c.encode(scale, forKey: .scale); try c.encode(rotation, forKey: .rotation)
        case .listing(let listing):
            try c.encode("listing", forKey: .type); try c.encode(listing.folder, forKey: .folder)
            try c.encode(listing.entries.map(ListedFile.init), forKey: .files)
        case .jobFinished(let result):
            try c.encode("jobFinished", forKey: .type); try c.encode(result.tag, forKey: .tag)
            try c.encode(String(decoding: result.payload, as: UTF8.self), forKey: .outcome)
        case .saveFailed(let failure):
            try c.encode("saveFailed", forKey: .type); try c.encode(failure.name, forKey: .name)
            try c.encode(failure.reason, forKey: .reason)
        case .saveRead(let read):
            try c.encode("saveRead", forKey: .type); try c.encode(read.tag, forKey: .tag); try c.encode(read.name, forKey: .name)
            switch read.outcome {
            case .bytes(let bytes):
                try c.encode("read", forKey: .outcome); try c.encode(Data(bytes).base64EncodedString(), forKey: .data)
            case .missing: try c.encode("missing", forKey: .outcome)
            case .unreadable(let reason): try c.encode("unreadable", forKey: .outcome); try c.encode(reason, forKey: .reason)
            }
        }
    }

    /// A `saveRead`'s `tag`, `name` and `outcome`: `read` with `data` (base64, at most
    /// `SaveStore.maxFileBytes` bytes, checked before the bytes are decoded), `missing`, or
    /// `unreadable` with a `reason`.
    private static func saveRead(in c: KeyedDecodingContainer<CodingKeys>) throws -> SaveRead {
        let tag = try c.decode(String.self, forKey: .tag), name = try c.decode(String.self, forKey: .name)
        let outcome: SaveRead.Outcome
        switch try c.decode(String.self, forKey: .outcome) {
        case "read":
            let base64 = try c.decode(String.self, forKey: .data)
            guard base64.utf8.count <= (SaveStore.maxFileBytes + 2) / 3 * 4 else {
                throw DecodingError.dataCorruptedError(forKey: .data, in: c, debugDescription:
                    "over the \(SaveStore.maxFileBytes >> 20) MiB limit for a saved file")
            }
            guard let data = Data(base64Encoded: base64) else {
                throw DecodingError.dataCorruptedError(forKey: .data, in: c, debugDescription: "not valid base64")
            }
            outcome = .bytes([UInt8](data))
        case "missing": outcome = .missing
        case "unreadable": outcome = .unreadable(try c.decode(String.self, forKey: .reason))
        case let other:
            throw DecodingError.dataCorruptedError(forKey: .outcome, in: c, debugDescription:
                "a save read's outcome is read, missing or unreadable, not '\(other.prefix(40))'")
        }
        return SaveRead(tag: tag, name: name, outcome: outcome)
    }

    /// A `keyDown`'s `key`, its `modifiers` (names, none when left out) and `repeat` (false
    /// when left out).
    private static func keyPress(in c: KeyedDecodingContainer<CodingKeys>) throws -> KeyPress {
        var modifiers: KeyModifiers = []
        for name in try c.decodeIfPresent([String].self, forKey: .modifiers) ?? [] {
            guard let modifier = KeyModifiers(name: name) else {
                throw DecodingError.dataCorruptedError(forKey: .modifiers, in: c, debugDescription:
                    "unknown modifier '\(name)'; expected \(KeyModifiers.names.map(\.name).joined(separator: ", "))")
            }
            modifiers.insert(modifier)
        }
        return KeyPress(Key(try c.decode(String.self, forKey: .key)), modifiers,
                        isRepeat: try c.decodeIfPresent(Bool.self, forKey: .isRepeat) ?? false)
    }

    /// A `fileDrop`'s `name` (a plain file name) and `data` (its bytes in base64, at most
    /// `DroppedFile.maxByteCount` of them), checked before the bytes are decoded.
    private static func droppedFile(in c: KeyedDecodingContainer<CodingKeys>) throws -> DroppedFile {
        if c.contains(.path) && !c.contains(.data) {
            throw DecodingError.dataCorruptedError(forKey: .path, in: c, debugDescription:
                "an older build recorded only the dropped file's path, not its bytes; this drop cannot be replayed")
        }
        let name = try c.decode(String.self, forKey: .name)
        guard PlainFileName.isPlain(name) else {
            throw DecodingError.dataCorruptedError(forKey: .name, in: c, debugDescription:
                "'\(name)' is not a plain file name (no folders, '.' or '..')")
        }
        let base64 = try c.decode(String.self, forKey: .data)
        let tooLarge = DecodingError.dataCorruptedError(forKey: .data, in: c, debugDescription:
            "over the \(DroppedFile.maxByteCount >> 20) MiB limit for a dropped file")
        guard base64.utf8.count <= (DroppedFile.maxByteCount + 2) / 3 * 4 else { throw tooLarge }
        guard let data = Data(base64Encoded: base64) else {
            throw DecodingError.dataCorruptedError(forKey: .data, in: c, debugDescription: "not valid base64")
        }
        guard data.count <= DroppedFile.maxByteCount else { throw tooLarge }
        do { return try DroppedFile(name: name, bytes: [UInt8](data)) } catch {
            throw DecodingError.dataCorruptedError(forKey: .data, in: c, debugDescription: "\(error)")
        }
    }

    /// A `listing`'s `folder` and `files`, at most `FolderListing.maxEntryCount` of them
    /// (checked before they are decoded), each range-checked by `rangeProblem` afterwards.
    private static func listing(in c: KeyedDecodingContainer<CodingKeys>) throws -> FolderListing {
        let folder = try c.decode(String.self, forKey: .folder)
        var files = try c.nestedUnkeyedContainer(forKey: .files)
        if let count = files.count, count > FolderListing.maxEntryCount {
            throw DecodingError.dataCorruptedError(forKey: .files, in: c, debugDescription:
                "a listing holds at most \(FolderListing.maxEntryCount) files, not \(count)")
        }
        var entries: [FolderEntry] = []
        while !files.isAtEnd {
            guard entries.count < FolderListing.maxEntryCount else {
                throw DecodingError.dataCorruptedError(forKey: .files, in: c, debugDescription:
                    "a listing holds at most \(FolderListing.maxEntryCount) files")
            }
            let file = try files.decode(ListedFile.self)
            entries.append(FolderEntry(name: file.name, byteCount: file.bytes, modified: file.modified))
        }
        return FolderListing(folder: folder, entries: entries)
    }
}

/// One file of a `listing` event as replays and scripts spell it: `{"name", "bytes", "modified"}`.
private struct ListedFile: Codable {
    let name: String
    let bytes: Int64
    let modified: Int64

    init(_ entry: FolderEntry) { (name, bytes, modified) = (entry.name, entry.byteCount, entry.modified) }

    enum CodingKeys: String, CodingKey, CaseIterable { case name, bytes, modified }

    private struct FieldName: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let allowed = CodingKeys.allCases.map(\.rawValue)
        if let stray = try decoder.container(keyedBy: FieldName.self).allKeys.map(\.stringValue).sorted()
            .first(where: { !allowed.contains($0) }) {
            throw DecodingError.dataCorruptedError(forKey: .name, in: c, debugDescription:
                "a listed file has no field '\(stray.prefix(40))'; its fields are \(allowed.joined(separator: ", "))")
        }
        name = try c.decode(String.self, forKey: .name)
        bytes = try c.decode(Int64.self, forKey: .bytes)
        modified = try c.decode(Int64.self, forKey: .modified)
    }
}
