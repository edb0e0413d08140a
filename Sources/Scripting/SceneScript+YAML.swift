import Core
import Engine
import Foundation
import Yams

/// Reading scripts from YAML (the format is described on `SceneScript`).
extension SceneScript {
    /// The keys of a script's top level.
    public static let keys = ["scene", "seed", "parameters", "steps"]
    /// The most ticks one `run` or `within` may ask for, and a whole script's `run` and `within`
    /// steps together (about 4.6 hours at 60 a second), so a mistyped count or a shared script of
    /// a million steps cannot hang a test run.
    public static let maxTicks = 1_000_000
    /// The keys that say what a step does; a step has exactly one.
    public static let stepKeys = ["pointer", "key", "type", "text", "compose", "paste", "clipboard", "tilt", "shake",
                                  "wheel", "pinch", "fileDrop", "clock", "listing", "run", "expect", "screenshot"]
    /// The most repeats one `key: { down: NAME, repeats: N }` may send.
    public static let maxRepeats = 1000
    /// The largest script file read, in bytes (4 MiB; dropped files are read on their own). The
    /// YAML tree of a file of short steps takes about 50 times its size in memory.
    public static let maxFileBytes = 4 << 20
    /// The longest name a script gives (a scene, a probe, a key, a file), in characters.
    public static let maxNameLength = 255
    /// The most characters one `type` step types (each is an event of its own).
    public static let maxTypedLength = 10_000
    /// The most input events a whole script sends, so a script of short steps cannot make
    /// millions of them.
    public static let maxEvents = 100_000

    /// Reads the script at `path`.
    /// - Throws: `ScriptError` naming the file, the line and what was expected.
    public init(contentsOf path: String) throws {
        let bytes: [UInt8]
        do throws(BoundedFile.Failure) {
            bytes = try BoundedFile.read(path, maxBytes: Self.maxFileBytes)
        } catch {
            throw ScriptError(file: path, line: nil, error.description)
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw ScriptError(file: path, line: nil, "is not UTF-8 text; a script is YAML")
        }
        try self.init(yaml: text, file: path)
    }

    /// Parses script text; `file` names it in errors and locates its `fileDrop` files, which are
    /// read now, so the steps hold their bytes.
    /// - Throws: `ScriptError` naming the file, the line and what was expected.
    public init(yaml text: String, file: String) throws {
        let root: Node?
        do { root = try Yams.compose(yaml: text) } catch let error as YamlError {
            throw Self.syntaxError(error, yaml: text, file: file)
        }
        let reader = ScriptYAMLReader(file: file)
        guard let root, root.tagName != .null else {
            throw ScriptError(file: file, line: nil, "is empty; expected a mapping with 'scene' and 'steps'")
        }
        let top = try reader.fields(of: root, "the script", allowed: Self.keys)
        let sceneNode = try reader.required("scene", in: top, of: "the script")
        let scene = try reader.name(sceneNode, "'scene'")
        let seed = try top["seed"].map { UInt64(try reader.integer($0, "'seed'", in: 0...Int.max)) } ?? 1
        var parameters: [String: String] = [:]
        if let node = top["parameters"] {
            for entry in try reader.mapping(node, "'parameters'").entries {
                parameters[entry.key] = try reader.text(entry.value, "parameter '\(entry.key)'")
            }
        }
        let stepsNode = try reader.required("steps", in: top, of: "the script")
        let stepNodes = try reader.list(stepsNode, "'steps'")
        guard !stepNodes.isEmpty else {
            throw reader.error(at: stepsNode, "'steps' is empty; a script needs at least one step")
        }
        var steps: [ScriptStep] = [], ticks = 0, events = 0
        steps.reserveCapacity(stepNodes.count)
        for node in stepNodes {
            let step = try Self.step(node, reader: reader)
            ticks += step.ticksAskedFor
            events += step.eventCount
            guard ticks <= Self.maxTicks else {
                throw reader.error(at: node, "with this step the script runs \(ticks) ticks; a script runs at most \(Self.maxTicks) in all")
            }
            guard events <= Self.maxEvents else {
                throw reader.error(at: node, "with this step the script sends \(events) input events; a script sends at most "
                                   + "\(Self.maxEvents) in all ('paste' puts long text in as one)")
            }
            steps.append(step)
        }
        self.init(file: file, scene: scene, sceneLine: reader.line(of: sceneNode), seed: seed, parameters: parameters,
                  steps: steps)
    }

    // MARK: - Steps

    /// The keys that go with a pointer step.
    private static let pointerKeys = ["at", "on", "button"]

    private static func step(_ node: Node, reader: ScriptYAMLReader) throws -> ScriptStep {
        let fields = try reader.mapping(node, "a step")
        let actions = fields.entries.filter { stepKeys.contains($0.key) }
        guard let action = actions.first else {
            let expected = "expected one of " + stepKeys.joined(separator: ", ")
            guard let first = fields.entries.first else { throw reader.error(at: node, "an empty step; \(expected)") }
            if pointerKeys.contains(first.key) {
                throw reader.error(at: first.keyNode,
                                   "'\(first.key)' goes with a 'pointer' step, which this step lacks")
            }
            throw reader.error(at: first.keyNode, "unknown step key '\(first.key)'; \(expected)"
                               + Spelling.suggestion(for: first.key, among: stepKeys))
        }
        if actions.count > 1 {
            throw reader.error(at: actions[1].keyNode, "a step does one thing, but this one has both '\(action.key)' "
                               + "and '\(actions[1].key)'; make them two steps")
        }
        let extras = action.key == "pointer" ? pointerKeys : []
        for entry in fields.entries where entry.key != action.key && !extras.contains(entry.key) {
            let expected = extras.isEmpty ? "a '\(action.key)' step has no other keys"
                : "expected one of \(extras.joined(separator: ", ")) beside '\(action.key)'"
            throw reader.error(at: entry.keyNode, "unknown step key '\(entry.key)'; \(expected)"
                               + Spelling.suggestion(for: entry.key, among: stepKeys + extras))
        }
        let value = action.value
        let step = try step(action.key, value, fields, line: reader.line(of: node), reader: reader)
        let events: [InputEvent]
        switch step.action {
        case .input(let sent): events = sent
        case .pointer(_, .point(let point), _): events = [.pointerMove(point)]
        default: events = []
        }
        if let problem = events.lazy.compactMap(\.rangeProblem).first { throw reader.error(at: value, problem) }
        return step
    }

    /// The step `key: value` (with the pointer's extra `fields`) at `line`.
    private static func step(_ key: String, _ value: Node, _ fields: ScriptYAMLReader.Fields, line: Int,
                             reader: ScriptYAMLReader) throws -> ScriptStep {
        switch key {
        case "pointer": return ScriptStep(line: line, try pointer(value, fields, reader: reader))
        case "key": return ScriptStep(line: line, .input(try keyEvents(value, reader: reader)))
        case "type":
            let text = try reader.text(value, "'type'")
            guard !text.isEmpty else { throw reader.error(at: value, "'type' needs text to type") }
            // One event a character: a bound keeps a hostile script from making millions of them.
            guard text.count <= Self.maxTypedLength else {
                throw reader.error(at: value, "'type' types at most \(Self.maxTypedLength) characters in a step, not \(text.count); "
                                   + "'paste' puts longer text in at once")
            }
            return ScriptStep(line: line, .input(text.map { .text(String($0)) }))
        case "text": return ScriptStep(line: line, .input([.text(try reader.text(value, "'text'"))]))
        case "compose": return ScriptStep(line: line, .input([try composition(value, reader: reader)]))
        case "paste": return ScriptStep(line: line, .input([.paste(try reader.text(value, "'paste'"))]))
        case "clipboard": return ScriptStep(line: line, .clipboard(try reader.text(value, "'clipboard'")))
        case "tilt": return ScriptStep(line: line, .input([.tilt(try reader.point(value, "'tilt'"))]))
        case "shake":
            let strength = try reader.number(value, "'shake'")
            guard (0...1).contains(strength) else {
                throw reader.error(at: value, "'shake' should be a strength from 0 to 1, not \(reader.describe(value))")
            }
            return ScriptStep(line: line, .input([.shake(strength)]))
        case "wheel": return ScriptStep(line: line, .input([.wheel(try reader.number(value, "'wheel'"))]))
        case "pinch": return ScriptStep(line: line, .input([try pinch(value, reader: reader)]))
        case "fileDrop": return ScriptStep(line: line, .input([.fileDrop(try droppedFile(value, reader: reader))]))
        case "clock":
            let text = try reader.text(value, "'clock'")
            guard let minute = ClockText.minute(from: text) else {
                throw reader.error(at: value, "'clock' should be a time to the minute like 2026-11-24T08:00+07:00, not '\(text)'")
            }
            return ScriptStep(line: line, .input([.clock(minute: minute)]))
        case "listing": return ScriptStep(line: line, .input([.listing(try listing(value, reader: reader))]))
        case "run":
            return ScriptStep(line: line, .run(ticks: try reader.integer(value, "'run' (ticks)", in: 1...maxTicks)))
        case "expect": return ScriptStep(line: line, .expect(try expectation(value, reader: reader)))
        default: return ScriptStep(line: line, .screenshot(try screenshot(value, reader: reader)))
        }
    }

    /// The keys of a `fileDrop` mapping.
    private static let fileDropKeys = ["file", "name"]

    /// `fileDrop: FILE` (the file FILE beside the script, dropped under its own name) or
    /// `fileDrop: {file: FILE, name: NAME}` (dropped as NAME, as a recorded session keeps it).
    ///
    /// Scripts are files people share, and a failing one keeps the dropped bytes in its replay,
    /// which people attach to bug reports; so, as in a replay, a script names only plain files
    /// beside it, never a path that could reach another file of the user's.
    private static func droppedFile(_ node: Node, reader: ScriptYAMLReader) throws -> DroppedFile {
        var fileNode = node, nameNode: Node?
        if case .mapping = node {
            let fields = try reader.fields(of: node, "'fileDrop'", allowed: fileDropKeys)
            fileNode = try reader.required("file", in: fields, of: "'fileDrop'")
            nameNode = fields["name"]
        }
        let file = try reader.text(fileNode, "'fileDrop'")
        guard PlainFileName.isPlain(file) else {
            throw reader.error(at: fileNode, "'fileDrop' names '\(file)', but a script drops only files beside it, named "
                               + "without a folder ('/', '.' or '..'), so a shared script cannot read other files")
        }
        let path = Self.path(file, besideFile: reader.file)
        // A link beside the script could lead anywhere, as a path could.
        var status = stat()
        if lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFLNK {
            throw reader.error(at: fileNode, "'fileDrop' names '\(file)', a symbolic link; a script drops only "
                               + "regular files beside it")
        }
        do {
            let read = try DroppedFile(contentsOf: path)
            guard let nameNode else { return read }
            let name = try reader.text(nameNode, "'name'")
            return try DroppedFile(name: name, bytes: read.bytes)
        } catch let error as DroppedFileError {
            throw reader.error(at: node, "'fileDrop': \(error)")
        }
    }

    /// `listing: {folder: TAG, files: [{name: NAME, bytes: N, modified: SECONDS}, …]}`: a folder
    /// listing as the host answers a scene's request (checked by `InputEvent.rangeProblem`).
    private static func listing(_ node: Node, reader: ScriptYAMLReader) throws -> FolderListing {
        let fields = try reader.fields(of: node, "'listing'", allowed: ["folder", "files"])
        let folder = try reader.name(try reader.required("folder", in: fields, of: "'listing'"), "'folder'")
        let files = try reader.list(try reader.required("files", in: fields, of: "'listing'"), "'files'")
        guard files.count <= FolderListing.maxEntryCount else {
            throw reader.error(at: fields["files"], "a listing holds at most \(FolderListing.maxEntryCount) files, not \(files.count)")
        }
        let entries = try files.map { file in
            let entry = try reader.fields(of: file, "a listed file", allowed: ["name", "bytes", "modified"])
            return FolderEntry(
                name: try reader.name(try reader.required("name", in: entry, of: "a listed file"), "'name'"),
                byteCount: Int64(try reader.integer(try reader.required("bytes", in: entry, of: "a listed file"), "'bytes'",
                                                    in: 0...Int(FolderEntry.maxByteCount))),
                modified: Int64(try reader.integer(try reader.required("modified", in: entry, of: "a listed file"),
                                                   "'modified' (seconds since 1970)", in: 0...Int(FolderEntry.maxModified))))
        }
        return FolderListing(folder: folder, entries: entries)
    }

    private static func pointer(_ phaseNode: Node, _ fields: ScriptYAMLReader.Fields,
                                reader: ScriptYAMLReader) throws -> ScriptAction {
        let phases = PointerPhase.allCases.map(\.rawValue)
        let phase = PointerPhase(rawValue: try reader.choice(phaseNode, "'pointer'", among: phases))!
        let target: PointerTarget
        switch (fields["at"], fields["on"]) {
        case (let at?, nil): target = .point(try reader.point(at, "'at'"))
        case (nil, let on?): target = .probe(try reader.name(on, "'on' (a position probe)"))
        case (.some, .some):
            throw reader.error(at: fields["on"], "a pointer step has 'at' (a point) or 'on' (a probe), not both")
        case (nil, nil): throw reader.error(at: phaseNode, "a pointer step needs 'at: [x, y]' or 'on: PROBE'")
        }
        var button = PointerButton.primary
        if let node = fields["button"] {
            guard phase != .move else { throw reader.error(at: node, "'button' does not apply to 'pointer: move'") }
            let buttons = PointerButton.allCases.map(\.rawValue)
            button = PointerButton(rawValue: try reader.choice(node, "'button'", among: buttons))!
        }
        return .pointer(phase, target, button)
    }

    /// The keys of a `key` mapping; it has one of `down`, `up` and `repeat`, and `repeats`
    /// only beside `down`.
    private static let keyKeys = ["down", "up", "repeat", "repeats"]

    /// `key: CHORD` (a press: down and up), `key: {down: CHORD}`, `key: {down: CHORD, repeats: N}`
    /// (down, then N repeats), `key: {repeat: CHORD}` (one repeat) or `key: {up: NAME}`.
    private static func keyEvents(_ node: Node, reader: ScriptYAMLReader) throws -> [InputEvent] {
        func press(_ node: Node) throws -> KeyPress {
            let chord = try reader.name(node, "a key name or chord")
            guard chord == chord.lowercased() else {
                throw reader.error(at: node, "key names are lower case ('\(chord.lowercased())', not '\(chord)')")
            }
            let pressed: KeyPress
            do { pressed = try KeyPress(chord: chord) } catch { throw reader.error(at: node, "\(error)") }
            let key = pressed.key.rawValue
            guard ScriptKeyNames.isKnown(key) else {
                let suggestion = Spelling.suggestion(for: key, among: ScriptKeyNames.named.sorted())
                throw reader.error(at: node, "unknown key '\(key)'" + (suggestion.isEmpty ? "; " : "\(suggestion); ")
                                   + "a key is one character (a, 5, /) or a name such as left, space, enter, escape, "
                                   + "tab, backspace, pageup, f1 or 'keypad 5'")
            }
            return pressed
        }
        guard case .mapping = node else {
            let pressed = try press(node)
            return [.keyDown(pressed), .keyUp(pressed.key)]
        }
        let fields = try reader.fields(of: node, "'key'", allowed: keyKeys)
        let kinds = fields.entries.filter { $0.key != "repeats" }
        guard kinds.count == 1, let entry = kinds.first else {
            throw reader.error(at: kinds.dropFirst().first?.keyNode ?? node,
                               "'key' takes one of 'down: CHORD', 'up: NAME' or 'repeat: CHORD'")
        }
        if let repeatsNode = fields["repeats"], entry.key != "down" {
            throw reader.error(at: repeatsNode, "'repeats' goes with 'down', not '\(entry.key)'")
        }
        switch entry.key {
        case "up":
            let released = try press(entry.value)
            guard released.modifiers.isEmpty else {
                throw reader.error(at: entry.value, "'up' takes a key, not a chord: '\(released.key)', not '\(released.chord)'")
            }
            return [.keyUp(released.key)]
        case "repeat":
            var repeated = try press(entry.value)
            repeated.isRepeat = true
            return [.keyDown(repeated)]
        default:
            let pressed = try press(entry.value)
            let repeats = try fields["repeats"].map { try reader.integer($0, "'repeats'", in: 1...maxRepeats) } ?? 0
            var repeated = pressed
            repeated.isRepeat = true
            return [.keyDown(pressed)] + Array(repeating: .keyDown(repeated), count: repeats)
        }
    }

    /// `compose: TEXT` (the caret after it) or `compose: {text: TEXT, cursor: N, length: N}`.
    private static func composition(_ node: Node, reader: ScriptYAMLReader) throws -> InputEvent {
        guard case .mapping = node else {
            let text = try reader.text(node, "'compose'")
            return .composition(text, cursor: text.unicodeScalars.count, length: 0)
        }
        let fields = try reader.fields(of: node, "'compose'", allowed: ["text", "cursor", "length"])
        let text = try reader.text(try reader.required("text", in: fields, of: "'compose'"), "'text'")
        let count = text.unicodeScalars.count
        let cursor = try fields["cursor"].map { try reader.integer($0, "'cursor'", in: 0...count) } ?? count
        let length = try fields["length"].map { try reader.integer($0, "'length'", in: 0...(count - cursor)) } ?? 0
        return .composition(text, cursor: cursor, length: length)
    }

    /// `pinch: { phase: began|changed|ended, at: [x, y], scale: S, degrees: D }`: `scale` is 1
    /// and the turn (clockwise, since the gesture began; `degrees` or `radians`) 0 when left out.
    private static func pinch(_ node: Node, reader: ScriptYAMLReader) throws -> InputEvent {
        let fields = try reader.fields(of: node, "'pinch'", allowed: ["phase", "at", "scale", "degrees", "radians"])
        let phases = PinchPhase.allCases.map(\.rawValue)
        let phase = PinchPhase(rawValue: try reader.choice(try reader.required("phase", in: fields, of: "'pinch'"),
                                                           "'phase'", among: phases))!
        let center = try reader.point(try reader.required("at", in: fields, of: "'pinch'"), "'at'")
        let scale = try fields["scale"].map { try reader.number($0, "'scale'") } ?? 1
        var rotation = 0.0
        switch (fields["degrees"], fields["radians"]) {
        case (let degrees?, nil): rotation = try reader.number(degrees, "'degrees'") * .pi / 180
        case (nil, let radians?): rotation = try reader.number(radians, "'radians'")
        case (.some, .some): throw reader.error(at: fields["radians"], "a pinch turns by 'degrees' or 'radians', not both")
        case (nil, nil): break
        }
        return .pinch(phase, center: center, scale: scale, rotation: rotation)
    }

    private static func expectation(_ node: Node, reader: ScriptYAMLReader) throws -> ProbeExpectation {
        let fields = try reader.fields(of: node, "'expect'",
                                       allowed: ["probe"] + ProbeCondition.keys + ["radius", "within"])
        let probe = try reader.name(try reader.required("probe", in: fields, of: "'expect'"), "'probe'")
        let conditions = fields.entries.filter { ProbeCondition.keys.contains($0.key) }
        guard conditions.count == 1, let entry = conditions.first else {
            throw reader.error(at: conditions.dropFirst().first?.keyNode ?? node,
                               "'expect' needs exactly one of \(ProbeCondition.keys.joined(separator: ", "))")
        }
        let value = entry.value
        if let radius = fields["radius"], entry.key != "near" {
            throw reader.error(at: radius, "'radius' goes with 'near', not '\(entry.key)'")
        }
        let condition: ProbeCondition
        switch entry.key {
        case "equals": condition = .equals(try scriptValue(value, reader: reader))
        case "between":
            let bounds = try reader.list(value, "'between'")
            guard bounds.count == 2 else {
                throw reader.error(at: value, "'between' should be [low, high], not \(reader.describe(value))")
            }
            let low = try reader.number(bounds[0], "the low end of 'between'")
            let high = try reader.number(bounds[1], "the high end of 'between'")
            guard low <= high else {
                throw reader.error(at: value, "'between' should be [low, high] with low ≤ high")
            }
            condition = .between(low, high)
        case "atLeast": condition = .atLeast(try reader.number(value, "'atLeast'"))
        case "atMost": condition = .atMost(try reader.number(value, "'atMost'"))
        default:
            let radius = try reader.number(try reader.required("radius", in: fields, of: "'near'"), "'radius'")
            guard radius >= 0 else {
                throw reader.error(at: fields["radius"], "'radius' should be 0 or more canvas pixels")
            }
            condition = .near(try reader.point(value, "'near'"), radius: radius)
        }
        let within = try fields["within"].map { try reader.integer($0, "'within' (ticks)", in: 1...maxTicks) }
        return ProbeExpectation(probe: probe, condition, within: within)
    }

    /// A value to compare with: a number, true/false, text or `[x, y]`.
    private static func scriptValue(_ node: Node, reader: ScriptYAMLReader) throws -> ScriptValue {
        if case .sequence = node { return .point(try reader.point(node, "'equals'")) }
        switch node.tagName {
        case .int, .float: return .number(try reader.number(node, "'equals'"))
        case .bool: return .bool(try reader.bool(node, "'equals'"))
        case .str: return .text(try reader.text(node, "'equals'"))
        default:
            throw reader.error(at: node, "'equals' should be a number, true/false, text or [x, y], "
                               + "not \(reader.describe(node))")
        }
    }

    /// `screenshot: NAME.png` or `screenshot: {golden: NAME.png, tolerance: {channel: 2, pixels: 0.5%}}`.
    private static func screenshot(_ node: Node, reader: ScriptYAMLReader) throws -> ScreenshotCheck {
        guard case .mapping = node else { return ScreenshotCheck(golden: try golden(node, reader: reader)) }
        let fields = try reader.fields(of: node, "'screenshot'", allowed: ["golden", "tolerance"])
        let name = try golden(try reader.required("golden", in: fields, of: "'screenshot'"), reader: reader)
        guard let toleranceNode = fields["tolerance"] else { return ScreenshotCheck(golden: name) }
        let tolerance = try reader.fields(of: toleranceNode, "'tolerance'", allowed: ["channel", "pixels"])
        var result = ScreenshotTolerance.standard
        if let channel = tolerance["channel"] { result.channel = try reader.integer(channel, "'channel'", in: 0...255) }
        if let pixels = tolerance["pixels"] { result.pixels = try allowance(pixels, reader: reader) }
        return ScreenshotCheck(golden: name, tolerance: result)
    }

    private static func golden(_ node: Node, reader: ScriptYAMLReader) throws -> String {
        let name = try reader.text(node, "the golden image")
        guard name.hasSuffix(".png"), !name.hasPrefix("/"), !name.split(separator: "/").contains("..") else {
            throw reader.error(at: node, "the golden image should be a .png path inside the 'goldens' folder beside "
                               + "the script, such as 'settled.png', not '\(name)'")
        }
        return name
    }

    /// `0.5%` (of the pixels) or a whole number of pixels.
    private static func allowance(_ node: Node, reader: ScriptYAMLReader) throws -> ScreenshotTolerance.Allowance {
        if node.tagName == .int { return .count(try reader.integer(node, "'pixels'", in: 0...Int.max)) }
        let text = try reader.text(node, "'pixels'")
        guard text.hasSuffix("%"), let percent = Double(text.dropLast()), (0...100).contains(percent) else {
            throw reader.error(at: node, "'pixels' should be a percentage such as 0.5% or a whole number of pixels, "
                               + "not \(reader.describe(node))")
        }
        return .fraction(percent / 100)
    }

    // MARK: - YAML syntax errors

    /// A Yams error as a `ScriptError` on the line it points at.
    private static func syntaxError(_ error: YamlError, yaml: String, file: String) -> ScriptError {
        func context(_ context: YamlError.Context?) -> String {
            context.map { " (\($0.text) on line \($0.mark.line))" } ?? ""
        }
        switch error {
        case .scanner(let c, let problem, let mark, _), .parser(let c, let problem, let mark, _),
             .composer(let c, let problem, let mark, _):
            return ScriptError(file: file, line: mark.line, "not valid YAML: \(problem)\(context(c))")
        case .reader(let problem, let offset, _, _):
            let line = offset.map { yaml.prefix($0).filter { $0 == "\n" }.count + 1 }
            return ScriptError(file: file, line: line, "not valid YAML: \(problem)")
        case .duplicatedKeysInMapping(let duplicates, let c):
            let keys = duplicates.map { "'\($0)'" }.joined(separator: ", ")
            return ScriptError(file: file, line: c.mark.line, "the key \(keys) appears twice in one mapping")
        default:
            return ScriptError(file: file, line: nil, "not valid YAML: \(error)")
        }
    }
}

extension ScriptStep {
    /// The ticks the step may run: a `run`'s count, or an expectation's `within`.
    var ticksAskedFor: Int {
        switch action {
        case .run(let ticks): ticks
        case .expect(let expectation): expectation.within ?? 0
        default: 0
        }
    }

    /// The input events the step sends (a pointer's click presses and lifts).
    var eventCount: Int {
        switch action {
        case .input(let events): events.count
        case .pointer: 2
        default: 0
        }
    }
}
