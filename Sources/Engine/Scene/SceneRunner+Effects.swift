import Foundation

extension SceneRunner {
    /// Takes the effects the tick just run asked for: a hand-over and the text input wish are
    /// kept for the host to read, the rest go to `server` in the order asked.
    func handEffectsOver() {
        takeEffects { server?.serve($0, for: self) }
    }

    /// Takes the hand-over and text input the scene asked for while it set itself up; its other
    /// effects wait for the end of the first tick, when a host serves them.
    func keepHostState() {
        takeEffects { context.effects.send($0) }
    }

    /// Empties the queue: keeps a hand-over (the first) and the newest text input wish for the
    /// host to read, and passes every other effect to `rest`, in the order asked.
    private func takeEffects(_ rest: (Effect) -> Void) {
        for effect in context.effects.take() {
            switch effect {
            case .handOver(let request): handOver = handOver ?? request
            case .textInput(let request): textInput = request
            default: rest(effect)
            }
        }
    }

    /// Takes the hand-over the scene asked for, leaving none (for hosts).
    public func takeHandOver() -> SceneRequest? {
        defer { handOver = nil }
        return handOver
    }

    /// Answers a folder listing request with a `listing` event for the next tick (a folder that
    /// cannot be read lists as empty); a request with a tag that is not plain is dropped.
    public func answer(_ request: FolderListingRequest) {
        guard FolderListing.isTag(request.folder) else { return }
        send(.listing(FolderListing(reading: request.path, folder: request.folder, suffixes: request.suffixes)))
    }

    /// Answers a file request with a `fileDrop` event for the next tick.
    /// - Throws: `DroppedFileError` naming the file when it cannot be read.
    public func answerFile(at path: String) throws {
        send(.fileDrop(try DroppedFile(contentsOf: path)))
    }

    /// Makes a save the scene asked for in its save folder (`Effect.save`, `Effect.removeSave`);
    /// a failure is answered with a `saveFailed` event for the next tick. Other effects are ignored.
    public func answerSave(_ effect: Effect) {
        let name: String
        do {
            switch effect {
            case .save(let file, let bytes): name = file; try context.save.write(bytes, to: file)
            case .removeSave(let file): name = file; try context.save.remove(file)
            default: return
            }
        } catch {
            send(.saveFailed(SaveFailure(name: name, reason: Self.reason(error))))
        }
    }

    /// Answers `Effect.readSave` with a `saveRead` event for the next tick: the file's bytes, or
    /// that it is missing or cannot be read (and why). A request whose tag or name a recording
    /// could not hold (see `SaveRead.problem`) is dropped.
    public func answerSaveRead(name: String, tag: String) {
        guard JobResult.isTag(tag), SaveStore.isPlainName(name) else { return }
        let outcome: SaveRead.Outcome
        do {
            outcome = try context.save.read(name).map { .bytes($0) } ?? .missing
        } catch {
            outcome = .unreadable(Self.reason(error))
        }
        send(.saveRead(SaveRead(tag: tag, name: name, outcome: outcome)))
    }

    /// What went wrong, short enough for a recording.
    private static func reason(_ error: any Error) -> String { String("\(error)".prefix(SaveFailure.maxReasonLength)) }

    /// Answers a paste request with the text of `clipboard` as a `paste` event for the next tick.
    public func answerPaste(from clipboard: inout some Clipboard) {
        send(.paste(clipboard.read()))
    }
}
