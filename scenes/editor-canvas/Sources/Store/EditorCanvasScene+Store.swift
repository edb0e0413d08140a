import Engine
import UI

/// Unlocks: what the store sold (through the entitlement provider) and what sharing unlocked.
/// Both are read from the profile at session start and change only in ticks, so replays agree;
/// "Restore purchases" reads the profile again through the host, whose answer is recorded input.
extension EditorCanvasScene {
    /// The ticks the unlock animation plays.
    static let celebrationTicks = 90
    /// The tag of the host's reads of the purchases for "Restore purchases".
    static let purchasesReadTag = "purchases"

    /// Whether `filter` can be used: free, bought, unlimited, or (golden) unlocked by sharing.
    static func isUnlocked(_ filter: CanvasFilter, in state: State) -> Bool {
        if filter.isFree || state.entitlements.hasUnlimited { return true }
        if let product = filter.product { return state.entitlements.isUnlocked(product) }
        return state.shares.unlocksGolden
    }

    /// Whether `pack` can be used: free, bought, unlimited, or (rare) unlocked by sharing.
    static func isUnlocked(_ pack: StickerPack, in state: State) -> Bool {
        if let product = pack.product { return state.entitlements.isUnlocked(product) }
        return pack != .rare || state.shares.unlocksRare || state.entitlements.hasUnlimited
    }

    /// Reads the purchases and the share count from the profile (at session start); a damaged
    /// file is kept aside (`purchases.damaged.json`, `shares.damaged.json`) before anything
    /// overwrites it, and reported.
    func loadUnlocks(context: SceneContext) {
        let purchases = OfflineEntitlementProvider.fileName
        do {
            try state.entitlements.restore(from: try context.save.read(purchases), file: context.save.path(of: purchases))
        } catch {
            reportDamaged(OfflineEntitlementProvider.fileName, error: error, context: context)
        }
        do { state.shares = try ShareCounter.load(from: context.save) } catch {
            reportDamaged(ShareCounter.fileName, error: error, context: context)
        }
    }

    /// Says `file` could not be read and keeps it aside when it is damaged (not merely unreadable).
    private func reportDamaged(_ file: String, error: any Error, context: SceneContext) {
        guard let damaged = error as? DataFileError, let bytes = try? context.save.read(file) else {
            return show(EditorStrings.cannotReadPurchases(error), context: context)
        }
        do {
            let aside = try context.save.keepAside(bytes, of: file)
            show(EditorStrings.damagedFile(file, reason: damaged.reason, keptAs: aside), context: context)
        } catch {
            show(EditorStrings.cannotSave(error), context: context)
        }
    }

    /// Asks to confirm buying `productID`, unless it is owned already.
    func offer(_ productID: String) {
        guard !state.entitlements.isUnlocked(productID) else { return }
        state.pendingProduct = productID
        state.overlays.open(EditorTree.purchase)
    }

    /// Buys the product the confirmation was about, keeps it in the profile and celebrates; a
    /// filter bought is put on at once.
    func completePurchase(context: SceneContext) {
        state.overlays.close(EditorTree.purchase)
        guard let id = state.pendingProduct else { return }
        do {
            try state.entitlements.purchase(id, effects: &context.effects)
        } catch {
            show(EditorStrings.cannotBuy(error), context: context)
            return
        }
        log(.purchase, id, context: context)
        celebrate(EditorStrings.unlocked(id))
        if let filter = CanvasFilter(rawValue: id) { setFilter(filter) }
    }

    /// Asks the host to read the purchases again from the profile; `purchasesRead` takes the answer.
    func restorePurchases(context: SceneContext) {
        context.effects.readSave(OfflineEntitlementProvider.fileName, tag: Self.purchasesReadTag)
    }

    /// Takes the purchases the host read for "Restore purchases" (or the reason it could not)
    /// and says what happened.
    func purchasesRead(_ read: SaveRead, context: SceneContext) {
        let bytes: [UInt8]?
        switch read.outcome {
        case .bytes(let read): bytes = read
        case .missing: bytes = nil
        case .unreadable(let reason): return show(EditorStrings.cannotReadPurchases(reason), context: context)
        }
        do {
            try state.entitlements.restore(from: bytes, file: read.name)
            state.overlays.toast.show(EditorStrings.restored)
        } catch {
            show(EditorStrings.cannotReadPurchases(error), context: context)
        }
    }

    /// Counts a share (kept in the profile) and says so; the 5th unlocks the golden filter and
    /// the 10th the rare pack, each with its animation.
    func share(context: SceneContext) {
        var counter = state.shares
        counter.shares = min(counter.shares + 1, ShareCounter.maxShares)
        do {
            try counter.save(into: &context.effects)
        } catch {
            show(EditorStrings.cannotSave(error), context: context)
        }
        state.shares = counter
        log(.share, String(counter.shares), context: context)
        switch counter.shares {
        case ShareCounter.goldenShares:
            log(.unlock, CanvasFilter.golden.rawValue, context: context)
            celebrate(EditorStrings.goldenUnlocked)
        case ShareCounter.rareShares:
            log(.unlock, "stickers.rare", context: context)
            celebrate(EditorStrings.rareUnlocked)
        default: state.overlays.toast.show(EditorStrings.shared(counter.shares))
        }
    }

    /// Shows `message` with the unlock animation.
    private func celebrate(_ message: String) {
        state.overlays.toast.show(message)
        state.celebration = Self.celebrationTicks
    }

    /// Puts filter `filter` on (nil: none), one undo step.
    func setFilter(_ filter: CanvasFilter?) {
        var document = state.document
        document.filter = filter?.rawValue
        commit(document)
    }
}
