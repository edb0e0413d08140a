import Engine

/// The jar that lasts: its contents are saved in the profile and restored next launch.
extension StickerJarScene {
    /// Saves when the contents changed, and now and then while stickers move.
    func saveIfDue(context: SceneContext) {
        let due = state.unsaved || (context.tick - state.lastSaveTick >= Self.saveInterval && count(context) > 0)
        guard keepsJar, due else { return }
        save(context: context)
    }

    public func sessionWillEnd(context: SceneContext) {
        if keepsJar { save(context: context) }
    }

    /// Writes `jar.json` unless it already holds this jar (atomically: a failed write leaves the
    /// last good save in place).
    func save(context: SceneContext) {
        state.lastSaveTick = context.tick
        state.unsaved = false
        var entries: [JarSave.Entry] = []
        context.registry.view(Sticker.self).forEach { _, sticker in
            let p = context.physics.position(of: sticker.body)
            entries.append(JarSave.Entry(art: sticker.artKey, x: Self.rounded(p.x), y: Self.rounded(p.y),
                                         angle: Self.rounded(context.physics.angle(of: sticker.body))))
        }
        // Stickers still waiting to drop are saved at the top, so none is lost.
        let top = jar.outline.bounds.maxY - StickerArt.longestSide
        for (i, key) in state.pendingDrops.enumerated() {
            let step = StickerArt.longestSide
            entries.append(JarSave.Entry(art: key, x: Double(i % 5 - 2) * step, y: top - Double(i / 5) * step, angle: 0))
        }
        let saved = entries + state.unrestored
        // Only the names of stickers the save keeps.
        let names = state.names.filter { name in saved.contains { $0.art == name.art } }
        let file = JarSave(stickers: saved, nextCustom: state.nextCustom, names: names.isEmpty ? nil : names)
        guard file != lastSaved else { return }
        do {
            try context.effects.save(json: file, as: JarSave.fileName)
            lastSaved = file
        } catch {
            show(StickerJarStrings.cannotSave(error), context: context)
        }
    }

    /// A save the host could not make: said in a toast, and the jar is written again at the next
    /// save.
    func saveFailed(_ failure: SaveFailure, context: SceneContext) {
        if failure.name == JarSave.fileName { lastSaved = nil }
        show(StickerJarStrings.cannotSave(failure.reason), context: context)
    }

    /// Saved stickers whose centres are closer than this to one already restored, in metres, drop
    /// in again instead: settled stickers are never this close, and a save that piles hundreds at
    /// one point would otherwise have the physics spend minutes forcing them apart.
    static let minimumSavedSpacing = StickerArt.longestSide / 4

    /// A coordinate rounded to 0.1 mm, to keep the save small.
    private static func rounded(_ value: Double) -> Double { (value * 10_000).rounded() / 10_000 }

    /// Puts the saved stickers back; false when there is no save yet.
    ///
    /// A damaged save is kept beside as `jar.damaged.json` (never overwritten by the fresh jar)
    /// and the scene says so; a sticker whose picture is missing is skipped with a message.
    func restore(context: SceneContext) throws -> Bool {
        let path = context.save.path(of: JarSave.fileName)
        guard let bytes = try context.save.read(JarSave.fileName) else { return false }
        let file: JarSave
        do {
            file = try DataFile.decodeSave(JarSave.self, json: bytes, from: path)
            if let problem = file.rangeProblem(maxStickers: Self.maxStickers) { throw DataFileError(path: path, reason: problem) }
        } catch let error as DataFileError {
            // Each damaged save is kept: jar.damaged.json, then jar.damaged-2.json, …
            let aside = try context.save.keepAside(bytes, of: JarSave.fileName)
            show(StickerJarStrings.damagedSave(JarSave.fileName, error.reason, keptAs: aside), context: context)
            return false
        }
        state.nextCustom = file.nextCustom
        // The user's names of photo stickers (a name of some other key is no name of theirs); a
        // food the catalog no longer lists stays the name they gave.
        for var name in file.names ?? [] where name.art.hasPrefix("custom-") && isStickerKey(name.art) {
            if let food = name.food, catalog.food(withID: food) == nil { name.food = nil }
            state.names.removeAll { $0.art == name.art }
            state.names.append(name)
        }
        var missing: [String] = [], placed: [Vec2] = []
        for entry in file.stickers {
            do {
                let art = try art(forKey: entry.art, context: context), position = Vec2(entry.x, entry.y)
                // On top of one already back (a damaged or hand-edited save): it drops in again.
                if placed.contains(where: { ($0 - position).length < Self.minimumSavedSpacing }) {
                    state.pendingDrops.append(entry.art)
                    continue
                }
                try addSticker(art, at: position, angle: entry.angle, context: context)
                placed.append(position)
            } catch {
                missing.append(entry.art)
                // A sticker of the user's whose picture is unreadable now stays in the save;
                // a name that is no sticker at all is dropped.
                if isStickerKey(entry.art) { state.unrestored.append(entry) }
            }
        }
        if !missing.isEmpty {
            show(StickerJarStrings.unrestored(missing.count, keys: Array(missing.prefix(3))), context: context)
        }
        state.unsaved = false
        return true
    }
}
