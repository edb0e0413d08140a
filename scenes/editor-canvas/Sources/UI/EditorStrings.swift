import UI

/// Everything the editor says, in one place for translation.
enum EditorStrings {
    static let title = "Dickerator"
    static let summary = "Decorate a photo: a filter over it and stickers to move, scale and turn, from the toolbar "
        + "and the filter strip; drop a photo to open it."
    static let hints = "Drag · corners scale · [ ] order · Ctrl+D copy · Del · 1–9 filter"
    /// The hint line while a sticker is selected: its gestures, none needing Alt (many Linux
    /// window managers take Alt+drag to move the window).
    static let selectionHints = "Ctrl+corner: scale from centre · Shift: snap turn · [ ] order · Del"
    static let noFilter = "No filter"
    static let none = "None"
    static let photoParameter = "open this PNG or JPEG photo"
    static let sampleParameter = "open bundled sample photo 1 to \(SamplePhotos.count)"
    static let tooManyStickers = "That's plenty of stickers: \(EditorDocument.maxStickers) is the most."

    // The toolbar's buttons.
    static let undo = "Undo", redo = "Redo", addSticker = "Add sticker", addCaption = "Add caption"
    static let store = "Store", share = "Share", openPicture = "Open a picture", showcase = "Showcase"

    // The sheets.
    static let stickersTitle = "Stickers", captionTitle = "Caption", storeTitle = "Store"
    static let captionPlaceholder = "Say something campy"
    static let add = "Add", unlock = "Unlock…", buy = "Buy", owned = "Owned", cancel = "Cancel"
    static let restorePurchases = "Restore purchases"
    static let demoPurchase = "Demo purchase — no payment is taken."
    static let gold = "Gold", white = "White", pink = "Pink", mint = "Mint"

    static func buyTitle(_ product: StoreProduct) -> String { "Buy \(productName(product.id)) for \(product.price)?" }

    static func filterName(_ id: String?) -> String {
        guard let id, let filter = CanvasFilter(rawValue: id) else { return noFilter }
        return "Filter: " + name(of: filter)
    }

    static func name(of filter: CanvasFilter) -> String { filter.rawValue.dropFirst("filter.".count).capitalized }

    static func name(of pack: StickerPack) -> String {
        switch pack {
        case .shapes: "Basic"
        case .party: "Party"
        case .food: "Food"
        case .glam: "Fancy"
        case .emoji: "Emoji"
        case .rare: "Rare"
        }
    }

    /// A sticker tile's caption: the emoji itself, or the vector sticker's name ("Star").
    static func caption(of source: StickerSource) -> String {
        switch source {
        case .vector(let id): String(id.split(separator: ".").last ?? "").capitalized
        case .emoji(let emoji): emoji
        case .text(let text): text.caption
        }
    }

    /// A product's name in the store ("Party filter", "Food stickers", "Unlimited, monthly").
    static func productName(_ id: String) -> String {
        if let filter = CanvasFilter(rawValue: id) { return name(of: filter) + " filter" }
        switch id {
        case "stickers.food": return "Food stickers"
        case "stickers.fancy": return "Fancy stickers"
        case "unlimited.monthly": return "Unlimited, monthly"
        case "unlimited.annual": return "Unlimited, yearly"
        default: return id
        }
    }

    static func unlocked(_ id: String) -> String { "Unlocked: \(productName(id))" }
    static let restored = "Purchases restored"
    static func shared(_ count: Int) -> String { "Shared \(NumberText.grouped(count)) time\(count == 1 ? "" : "s") · saving to Pictures/\(ShareFolder.subfolder)" }
    static func shareToUnlock(_ left: Int) -> String { "Share \(NumberText.grouped(left)) more time\(left == 1 ? "" : "s") to unlock the Golden filter, or get Unlimited" }
    static func shareToUnlockRare(_ left: Int) -> String { "Share \(NumberText.grouped(left)) more time\(left == 1 ? "" : "s") to unlock the Rare pack, or get Unlimited" }
    static let shareNoteTitle = "Before you share"
    /// The seed's onboarding line, shown once before the first share.
    static let shareNote = "Keep it campy, not explicit."
    static let shareNoteConfirm = "Got it"
    static let exporting = "Exporting both pictures…"
    static let stillExporting = "Still exporting the last share…"
    static func savedTo(clean: String, censored: String, folder: String) -> String {
        "Saved \(clean) and \(censored) in \(folder); the clean picture's path is on the clipboard"
    }
    static func glyphStickersLeftOut(_ count: Int) -> String {
        "\(count) emoji or caption sticker\(count == 1 ? " was" : "s were") left out (no renderer in this session)"
    }
    static func cannotExport(_ reason: String) -> String { "The pictures could not be exported: \(reason)" }
    /// Why an export failed when its recorded report is not one this version reads.
    static let unreadableExportOutcome = "its report in the recording is not one this version reads"

    static let goldenUnlocked = "Secret unlocked: the Golden filter!"
    static let rareUnlocked = "Secret unlocked: the Rare sticker pack!"

    // The photo picker and the Showcase.
    static let picturesTitle = "Your pictures", open = "Open"
    static let readingPictures = "Reading your Pictures folder…"
    static let noPictures = "No pictures", noPicturesMessage = "Put PNG or JPEG photos in your Pictures folder."
    static let showcaseTitle = "Showcase", delete = "Delete"
    static let showcaseHint = "Click a picture or press Enter to see it, again to open it"
    static let previous = "Previous", next = "Next", zoomIn = "Zoom in", zoomOut = "Zoom out"
    /// The viewer's title: "Share 0103 · 2 of 5".
    static func viewerTitle(_ base: String, index: Int, count: Int) -> String { "\(shareCaption(base)) · \(index + 1) of \(count)" }
    static let viewerHint = "← → next · + − zoom · drag to move · Esc back"
    static let readingExports = "Reading your exports…"
    static let noExports = "Nothing shared yet", noExportsMessage = "Pictures you share show up here."
    static let deleteTitle = "Delete this export?"
    static func deleteMessage(_ item: ShowcaseItem) -> String {
        let names = item.files.map(\.name).joined(separator: " and ")
        return "\(names) will be removed from Pictures/\(ShareFolder.subfolder). This cannot be undone."
    }
    /// A Showcase tile's caption: "Share 0103" for dickerator-0103.
    static func shareCaption(_ base: String) -> String { "Share " + base.dropFirst(ShareFolder.stem.count) }
    static func deleted(_ name: String) -> String { "Deleted \(name)" }
    static let unreadableDeleteOutcome = "the delete's outcome could not be read"
    static func cannotDelete(_ failures: [String]) -> String { "Could not delete " + failures.joined(separator: "; ") }

    static func cannotOpen(_ error: any Error) -> String { "Cannot open that photo: \(error)" }

    static func cannotSave(_ error: any Error) -> String { cannotSave("\(error)") }
    static func cannotSave(_ reason: String) -> String { "The draft could not be saved: \(reason)" }

    static func cannotBuy(_ error: any Error) -> String { "The purchase could not be kept: \(error)" }

    static func cannotReadPurchases(_ error: any Error) -> String { cannotReadPurchases("\(error)") }
    static func cannotReadPurchases(_ reason: String) -> String { "Purchases could not be read: \(reason)" }

    /// A damaged draft, purchases or share count kept aside: `file` and `keptAs` are names in the
    /// scene's save folder, the same on every machine, as the message is part of the replayed state.
    static func damagedFile(_ file: String, reason: String, keptAs: String) -> String {
        "\(file) could not be read (\(reason)); it is kept as \(keptAs)"
    }

    static func missingPhoto(_ hash: String) -> String { "its photo \(hash) is not in the profile" }

    // MARK: - The command line

    static let commandAbstract = "Work with the editor's drafts on the command line."
    static let exportAbstract = "Render a draft headless at its photo's full resolution, clean and censored."
    /// An export output that names the draft it reads.
    static func outputIsDraft(_ output: String, draft: String) -> String {
        "\(output) is the draft being exported (\(draft)); name another file for the picture"
    }
    /// `--clean` and `--censored` naming one file.
    static func sameOutputs(clean: String, censored: String) -> String {
        "--clean \(clean) and --censored \(censored) name the same file: the censored picture would replace the clean one; name two files"
    }
    static let draftHelp = "The draft, with its photo beside it as photo-<hash>.jpg or .png."
    static let cleanHelp = "Where to write the clean picture."
    static let censoredHelp = "Where to write the censored picture too."
}
