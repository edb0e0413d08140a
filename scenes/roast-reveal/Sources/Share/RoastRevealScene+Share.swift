import Engine
import UI

/// Sharing: the card's Share opens a sheet previewing the roast's image in the chosen template,
/// a tile for each template, and Save.
///
/// Save counts the share (and its badges), names the file and says so in the toast, all in the
/// tick it is pressed and from simulated state alone, so replays reproduce it. Only a session
/// played live (`SceneContext.picturesFolder`) then asks the host to render the image at full
/// size and write it to `Diorama/` in the user's pictures folder (`ShareJob`); replays and
/// scripts write nothing. A failed write, which comes back as a recorded `jobFinished` event, is
/// drawn over the toast and never hashed.
extension RoastRevealScene {
    /// The subfolder of the pictures folder share images go in.
    static let shareSubfolder = "Diorama"

    /// Saves the roast on the card (or opened from the library) as an image in the chosen template.
    func saveShare(context: SceneContext) {
        guard let roast = RoastTree.actedOnRoast(state) else { return }
        state.overlays.close(RoastTree.shareSheet)
        let content = ShareContent(roast)
        let file = ShareImage.fileName(state.shareTemplate, content: content)
        state.sharedFile = file
        state.save.shares += 1
        let unlocked = state.save.badges.record(.roastShared(count: state.save.shares))
        if !unlocked.isEmpty { throwConfetti(context: context) }
        var message = text("share.saved", ["file": file])
        if let badge = unlocked.last { message += "\n" + text("badges.newBadge", ["name": text(badge.nameKey)]) }
        state.overlays.toast.show(message)
        guard let pictures = context.picturesFolder else { return }
        guard let makeRenderer = context.makeRenderer else {
            state.shareFailure = ShareFailure(file: file, reason: text("share.cannotRender"), tick: context.tick)
            return
        }
        let image = ShareImage(state.shareTemplate, content: content, strings: strings, typesetter: typesetter)
        context.effects.send(.startJob(ShareJob.request(image, folder: pictures + "/" + Self.shareSubfolder, file: file,
                                                        makeRenderer: makeRenderer)))
    }

    /// Notes a share job's outcome: a failure is shown over the toast.
    func receiveShareOutcome(_ result: JobResult, context: SceneContext) {
        guard case .failed(let file, let reason)? = result.outcome(as: ShareJob.Outcome.self) else { return }
        state.shareFailure = ShareFailure(file: file, reason: reason, tick: context.tick)
    }

    /// The card's share images in every template (in `ShareTemplate.allCases`' order), made once
    /// for each roast the sheet shows.
    func shareImages(for roast: Roast) -> [ShareImage] {
        let content = ShareContent(roast)
        if let made = sharePreviews, made.content == content { return made.images }
        let images = ShareTemplate.allCases.map { ShareImage($0, content: content, strings: strings, typesetter: typesetter) }
        sharePreviews = (content, images)
        return images
    }

    /// In the share sheet: the chosen template's preview (slot `RoastTree.sharePreview`), or a
    /// template's thumbnail on its tile.
    func drawShare(_ slot: ContentSlot, into list: inout DrawList) {
        guard let roast = RoastTree.actedOnRoast(state) else { return }
        let images = shareImages(for: roast)
        if let index = slot.index {
            guard images.indices.contains(index) else { return }
            list.append(images[index].list, fittedIn: slot.frame.insetBy(2))
            return
        }
        let chosen = images[ShareTemplate.allCases.firstIndex(of: state.shareTemplate)!]
        let preview = slot.frame
        let shown = Rect(center: preview.center, size: chosen.template.size * min(preview.width / chosen.template.size.x,
                                                                                 preview.height / chosen.template.size.y))
        list.fillRoundedRect(Rect(origin: shown.origin + Vec2(0, 8), size: shown.size), radius: 6, Color(hex: 0x000000, alpha: 80))
        list.append(chosen.list, fittedIn: preview)
    }

    /// The tree to draw: `tree`, its toast saying why the last share's file could not be written
    /// while that is news.
    func treeShowingShareFailure(at tick: UInt64) -> UITree {
        guard let failure = state.shareFailure, tick &- failure.tick < UInt64(Toast.defaultTicks) else { return tree }
        var toast = Toast()
        toast.show(text("share.failed", ["file": failure.file, "reason": failure.reason]))
        var shown = tree
        shown.widgets.removeAll { $0.id == RoastTree.toast }
        if let widget = toast.widget(RoastTree.toast, in: RoastTree.canvas, bottomInset: RoastTree.toastInset(state), theme: Self.theme) {
            shown.widgets.append(widget)
        }
        return shown
    }
}
