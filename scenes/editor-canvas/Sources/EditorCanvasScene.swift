import Foundation
import Engine
import UI

/// Dickerator's canvas: a photo, a full-frame filter overlay over it and stickers on top that
/// are selected, moved, scaled, turned, reordered, duplicated and deleted, with undo and redo.
///
/// The document (`EditorDocument`) keeps the photo's full-resolution coordinates; the photo is
/// fitted into the canvas (`CanvasView`). The draft autosaves to the profile (`draft.json`, its
/// photo beside it as `photo-<hash>.<ext>`) and reopens next launch.
///
/// The interface is the UI kit's (`EditorTree`): a toolbar (undo, redo, add sticker, add caption,
/// store, share, open a picture, the Showcase of exports; see `EditorCanvasScene+Pictures`), a
/// filter strip under the canvas and sheets for the sticker picker, the caption, the store, the
/// photo picker and the Showcase; keys 1–9 pick a filter too, 0 none. Purchases (`EntitlementProvider`) and the
/// share count are read from the profile at session start.
/// Parameters: `photo=PATH` opens a PNG or JPEG; `sample=N` opens bundled sample photo N.
public final class EditorCanvasScene: KitScene {
    public static let info = SceneInfo(
        id: "editor-canvas", title: EditorStrings.title, summary: EditorStrings.summary,
        parameters: [SceneParameter("photo", EditorStrings.photoParameter),
                     SceneParameter("sample", EditorStrings.sampleParameter)])


    // MARK: - Tuning

    /// Ticks between autosaves while the document keeps changing.
    static let saveInterval: UInt64 = 30
    /// How long a message stays up, in ticks.
    static let messageTicks = 300
    /// How far a duplicate lands from its original, in canvas pixels.
    static let duplicateOffset = 28.0
    /// An arrow key's nudge and a Shift+arrow's, in canvas pixels.
    static let nudge = 1.0, bigNudge = 10.0
    /// The rotation snap with Shift held, in radians (15°).
    static let snapStep = Double.pi / 12
    /// The modifiers that make a corner drag scale about the sticker's centre: Ctrl, and Alt for
    /// those used to it (many Linux window managers take Alt+drag to move the window, so a
    /// gesture never needs Alt alone).
    static let centreScaleModifiers: KeyModifiers = [.control, .alt]
    /// The scale one wheel notch multiplies by.
    static let wheelStep = 1.1
    /// The longest side of a picker or Showcase tile's thumbnail, and how strongly the Showcase
    /// blurs one (the Gaussian's sigma), in thumbnail pixels.
    static let thumbnailSide = 160, thumbnailBlurSigma = 12.0
    /// The longest side of a picture in the full-size viewer, in pixels: sharp on a large
    /// screen, and still a texture every GPU takes.
    static let viewerPictureSide = 2048

    // MARK: - Set-up state (not simulated)

    let artist: StickerArtist
    let assets: AssetStore
    /// Each photo's texture, by hash, once uploaded.
    var textures: [String: TextureID] = [:]
    /// What `draft.json` holds now, as this session last wrote it (a restored session forgets it).
    var lastSaved: EditorDocument?
    /// The widgets for the state now (rebuilt from it every tick and after a restore).
    public var tree = UITree()
    /// Lays out the widgets' text.
    let typesetter: Typesetter
    /// Where shares are written: not simulated, see `EditorCanvasScene+Share`.
    let shareFolder: ShareFolder
    /// The user's pictures folder the photo picker lists (`Pictures/` in the save folder for
    /// sessions not played live), the thumbnails of its files and the exports, and their
    /// textures (sharp, blurred) once uploaded: not simulated.
    let picturesPath: String
    let thumbnails: PictureThumbnails
    var thumbnailTextures = PictureTextures()
    /// The Showcase viewer's full-size pictures and their textures: not simulated.
    let fullPictures: PictureThumbnails
    var fullPictureTextures = PictureTextures()
    /// What an export's job runs (`ExportJob.run`; a test holds it back to play a slow export).
    var exportWork: ExportJob.Work = ExportJob.run
    /// Makes the renderers exports draw emoji and captions with: the host's, nil in replays,
    /// scripts and headless runs (which leave them out).
    let makeRenderer: FrameRendererFactory?
    /// Where filters and stickers used, shares, unlocks and purchases are logged (locally).
    let analytics: any AnalyticsLog

    // MARK: - State

    public var state: State

    public init(context: SceneContext) throws {
        artist = try StickerArtist()
        assets = context.assets
        typesetter = try Typesetter.shared()
        shareFolder = ShareFolder(context: context)
        picturesPath = context.picturesFolder ?? context.save.path(of: "Pictures")
        thumbnails = PictureThumbnails(side: Self.thumbnailSide, blurSigma: Self.thumbnailBlurSigma,
                                       decodesAtOnce: context.picturesFolder == nil)
        fullPictures = PictureThumbnails(side: Self.viewerPictureSide, decodesAtOnce: context.picturesFolder == nil)
        makeRenderer = context.makeRenderer
        analytics = LocalAnalyticsLog(save: context.save)
        let sample = try Self.sampleIndex(context.parameters["sample"])
        let first = try SamplePhotos.photo(sample)
        let firstRef = PhotoReference(hash: PhotoHash.of(first), width: first.width, height: first.height)
        state = State(document: EditorDocument(photo: firstRef), entitlements: OfflineEntitlementProvider(),
                      photos: [firstRef.hash: first])
        loadUnlocks(context: context)
        state.onboarding = ShareOnboarding.load(from: context.save)
        if let path = context.parameters["photo"] {
            let bytes = try Self.read(path)
            let image = try Image(pictureData: bytes, name: path)
            let ref = keep(image, bytes: bytes, context: context)
            state.document = EditorDocument(photo: ref)
        } else if context.parameters["sample"] == nil {
            restoreDraft(context: context)
        }
        lastSaved = nil
        state.unsaved = true
        rebuildTree(context: context)
    }

    /// The sample photo `text` names (1-based), 0 when none is named.
    /// - Throws: `SceneParameterError` when it is not 1...`SamplePhotos.count`.
    private static func sampleIndex(_ text: String?) throws -> Int {
        guard let text else { return 0 }
        guard let n = Int(text), (1...SamplePhotos.count).contains(n) else {
            throw SceneParameterError("sample", text, "is not a sample photo from 1 to \(SamplePhotos.count)")
        }
        return n - 1
    }

    /// The bytes of the file at `path`.
    /// - Throws: `ImageError` naming `path` when it is missing, unreadable or too large.
    private static func read(_ path: String) throws -> [UInt8] {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
            throw ImageError(file: path, reason: .notFound)
        }
        guard !isFolder.boolValue, let data = FileManager.default.contents(atPath: path) else {
            throw ImageError(file: path, reason: .unreadable("not a readable file"))
        }
        guard data.count <= Image.maxFileByteCount else { throw ImageError(file: path, reason: .fileTooLarge(byteCount: data.count)) }
        return [UInt8](data)
    }

    // MARK: - Tick

    public func fixedUpdate(context: SceneContext, input: [InputEvent]) {
        let before = state
        for case .listing(let listing) in input { receive(listing) }
        // The answer comes whatever is open: "Restore purchases" sits in the store's sheet.
        for case .saveRead(let read) in input where read.tag == Self.purchasesReadTag { purchasesRead(read, context: context) }
        runInterface(input, context: context)
        if state.celebration > 0 { state.celebration -= 1 }
        vibeCheck(since: before, context: context)
        stepExport(input, context: context)
        receiveDeleteOutcomes(input, context: context)
        saveIfDue(context: context)
    }

    /// The vibe check: a sticker added, the filter changed or an export started shakes the canvas
    /// and rumbles a game controller (harder and longer with more layers) with a thump; a changed
    /// filter is logged.
    private func vibeCheck(since before: State, context: SceneContext) {
        state.shake.step()
        let document = state.document
        let filterChanged = document.filter != before.document.filter
        if filterChanged, let id = document.filter {
            log(.filterUsed, id, context: context)
        }
        guard filterChanged || document.stickers.count > before.document.stickers.count
                || (state.export != nil && before.export == nil) else { return }
        state.shake = VibeShake(layers: 1 + (document.filter == nil ? 0 : 1) + document.stickers.count)
        context.effects.play(ThumpSound.thump(intensity: state.shake.intensity))
        context.effects.rumble(strength: state.shake.intensity, milliseconds: VibeShake.rumbleMilliseconds(state.shake.intensity))
    }

    /// The view of the current photo on the canvas.
    var view: CanvasView { CanvasView(photoSize: state.document.photo.size) }

    /// Shows `text` for a few seconds.
    func show(_ text: String, context: SceneContext) {
        state.overlays.toast.show(text, ticks: Self.messageTicks)
    }

    // MARK: - Photos

    /// Makes `image` the session's photo of its hash, its file kept in the profile (so a draft
    /// on it reopens), and returns its reference.
    @discardableResult
    func keep(_ image: Image, bytes: [UInt8]?, context: SceneContext) -> PhotoReference {
        let ref = PhotoReference(hash: PhotoHash.of(image), width: image.width, height: image.height)
        let isNew = state.photos[ref.hash] == nil
        state.photos[ref.hash] = image
        if let bytes, isNew {
            context.effects.save(bytes, as: Self.photoFileName(ref.hash, format: PictureFormat(sniffing: bytes) ?? .png))
        }
        return ref
    }

    /// The profile file a photo of `hash` is kept in.
    static func photoFileName(_ hash: String, format: PictureFormat) -> String {
        "photo-" + hash + (format == .jpeg ? ".jpg" : ".png")
    }

    /// Opens a dropped file as the photo: a new document on it (keeping the filter), one undo step.
    func open(_ file: DroppedFile, context: SceneContext) {
        let image: Image
        do {
            image = try Image(pictureData: file.bytes, name: file.name)
        } catch {
            show(EditorStrings.cannotOpen(error), context: context)
            return
        }
        let ref = keep(image, bytes: file.bytes, context: context)
        var document = EditorDocument(photo: ref)
        document.filter = state.document.filter
        commit(document)
    }

    /// The texture of the photo with `hash`, uploaded on first use; nil when the session does
    /// not hold that photo.
    func texture(ofPhoto hash: String) -> TextureID? {
        if let known = textures[hash] { return known }
        guard let image = state.photos[hash] else { return nil }
        let id = assets.add(image)
        textures[hash] = id
        return id
    }
}
