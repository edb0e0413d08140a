import Engine

/// The draft that lasts: the document autosaves to the profile and reopens next launch.
extension EditorCanvasScene {
    /// The draft's file name in the scene's save folder.
    static let draftFileName = "draft.json"

    /// Saves when the document changed and no gesture is under way, at most every `saveInterval`
    /// ticks. Decided by simulated state alone, so a session restored from a keyframe saves on
    /// the same ticks as the straight run.
    func saveIfDue(context: SceneContext) {
        guard state.unsaved, state.gesture == nil, context.tick >= state.lastSaveTick + Self.saveInterval || !state.savedOnce else {
            return
        }
        save(context: context)
    }

    public func sessionWillEnd(context: SceneContext) {
        if let gesture = state.gesture { state.document = gesture.before }
        save(context: context)
        analytics.append(state.analytics)
        state.analytics = []
    }

    /// Writes `draft.json` unless it already holds this document (atomically: a failed write
    /// leaves the last good draft in place), with the photo's file beside it for a sample photo
    /// too, so the draft always reopens.
    func save(context: SceneContext) {
        state.lastSaveTick = context.tick
        state.unsaved = false
        state.savedOnce = true
        let document = state.document
        guard document != lastSaved else { return }
        do {
            try context.effects.save(json: document, as: Self.draftFileName)
            lastSaved = document
        } catch {
            show(EditorStrings.cannotSave(error), context: context)
        }
    }

    /// A save the host could not make: said in a toast, and the draft is written again at the
    /// next autosave.
    func saveFailed(_ failure: SaveFailure, context: SceneContext) {
        if failure.name == Self.draftFileName { lastSaved = nil }
        show(EditorStrings.cannotSave(failure.reason), context: context)
    }

    /// Reopens the saved draft, if there is one. A damaged one (unreadable, out of range, or
    /// on a photo no longer there) is kept aside as `draft.damaged.json` (then `-2`, …), never
    /// overwritten, and reported.
    func restoreDraft(context: SceneContext) {
        let path = context.save.path(of: Self.draftFileName)
        let bytes: [UInt8]
        do {
            guard let read = try context.save.read(Self.draftFileName) else { return }
            bytes = read
        } catch {
            show(EditorStrings.cannotOpen(error), context: context)
            return
        }
        do {
            let document = try Self.decodeDraft(bytes, path: path, artist: artist)
            guard let photo = findPhoto(document.photo, context: context) else {
                throw DataFileError(path: path, reason: EditorStrings.missingPhoto(document.photo.hash))
            }
            state.photos[document.photo.hash] = photo
            state.document = document
            lastSaved = document
        } catch {
            let reason = (error as? DataFileError)?.reason ?? "\(error)"
            do {
                let aside = try context.save.keepAside(bytes, of: Self.draftFileName)
                show(EditorStrings.damagedFile(Self.draftFileName, reason: reason, keptAs: aside), context: context)
            } catch {
                show(EditorStrings.cannotSave(error), context: context)
            }
        }
    }

    /// The document in draft `bytes` read from `path`, checked as hostile input (each sticker's
    /// scale against its box as `artist` measures it).
    /// - Throws: `DataFileError` naming `path` for bad JSON, a newer format, or a value out of range.
    static func decodeDraft(_ bytes: [UInt8], path: String, artist: StickerArtist) throws -> EditorDocument {
        let document = try DataFile.decodeSave(EditorDocument.self, json: bytes, from: path)
        let vectors = Set(VectorPack.allStickers.map(\.id))
        if let problem = document.rangeProblem(knownFilters: CanvasFilter.ids, knownVectors: vectors, halfSize: artist.halfSize) {
            throw DataFileError(path: path, reason: problem)
        }
        return document
    }

    /// The photo `ref` names: a file of the profile, or a sample photo; nil when neither has its hash.
    private func findPhoto(_ ref: PhotoReference, context: SceneContext) -> Image? { Self.findPhoto(ref, in: context.save) }

    /// The photo `ref` names: a file in `folder`, or a sample photo; nil when neither has its hash.
    static func findPhoto(_ ref: PhotoReference, in folder: SaveStore) -> Image? {
        for format in [PictureFormat.jpeg, .png] {
            let name = Self.photoFileName(ref.hash, format: format)
            if let bytes = try? folder.read(name), let image = try? Image(pictureData: bytes, name: name),
               PhotoHash.of(image) == ref.hash {
                return image
            }
        }
        return (0..<SamplePhotos.count).lazy.compactMap { try? SamplePhotos.photo($0) }.first { PhotoHash.of($0) == ref.hash }
    }
}
