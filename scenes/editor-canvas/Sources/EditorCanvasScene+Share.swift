import Engine
import UI

/// Sharing: the onboarding note before the first share, then both pictures exported on a
/// thread of their own while the canvas goes on.
///
/// Replays stay deterministic because the export never feeds back into simulated state: the
/// share is counted and its progress starts in the tick Share is pressed, progress is a
/// function of ticks (`ExportPhase`), and at its last tick the scene waits for the job (which
/// has had those ticks to run) and only copies the clean file's path to the clipboard and shows
/// where the files went, neither of which is simulated. Sessions not played live (replays,
/// scripts) write into the scene's save folder, never the user's pictures folder.
extension EditorCanvasScene {
    /// The ticks the line saying where the files went stays up.
    static let savedLineTicks: UInt64 = 360

    /// The Share button: the onboarding note the first time, else the export.
    func requestShare(context: SceneContext) {
        guard state.export == nil else { return state.toast.show(EditorStrings.stillExporting) }
        guard state.onboarding.sawShareNote else { return state.onboardingDialog.open() }
        startShare(context: context)
    }

    /// The onboarding note was read: it is remembered in the profile and the share goes ahead.
    func acknowledgeShareNote(context: SceneContext) {
        state.onboardingDialog.close()
        state.onboarding.sawShareNote = true
        do { try state.onboarding.write(to: context.save) } catch { show(EditorStrings.cannotSave(error), context: context) }
        startShare(context: context)
    }

    /// Counts the share and starts exporting the document into the share folder.
    private func startShare(context: SceneContext) {
        guard let photo = state.photos[state.document.photo.hash] else {
            return show(EditorStrings.missingPhoto(state.document.photo.hash), context: context)
        }
        state.export = ExportPhase(startTick: context.tick)
        exportJob = ExportJob(document: state.document, photo: photo, folder: shareFolder, startTick: context.tick,
                              makeRenderer: makeRenderer)
        share(context: context)
    }

    /// Ends the export due at this tick: waits for its job, copies the clean file's path.
    func stepExport(context: SceneContext) {
        guard let export = state.export, export.isDue(at: context.tick) else { return }
        state.export = nil
        guard let job = exportJob else { return }
        exportJob = nil
        let outcome = job.wait()
        state.lastExport = (outcome, context.tick)
        if case .written(let clean, _, _, _, _) = outcome { context.clipboard.copy(clean) }
    }

    /// The export's progress bar over the top of the photo and, after an export, the line saying
    /// where its files went (not simulated: it names this machine's folders).
    func drawExport(into list: inout DrawList, context: SceneContext) {
        let frame = view.photoRect
        if let export = state.export {
            let bar = Rect(x: frame.minX + 24, y: frame.minY + 24, width: frame.width - 48, height: 14)
            list.fillRect(bar, Color(hex: 0x000000, alpha: 160))
            list.fillRect(Rect(x: bar.minX, y: bar.minY, width: bar.width * export.progress(at: context.tick), height: bar.height),
                          Color(hex: 0xF72585))
            let label = typesetter.layout(EditorStrings.exporting, style: Self.theme.caption, maxWidth: bar.width)
            label.draw(into: &list, at: Vec2(bar.minX, bar.maxY + 6), color: .white)
        }
        if state.export == nil, let (outcome, tick) = state.lastExport, context.tick &- tick < Self.savedLineTicks {
            let text: String
            switch outcome {
            case .written(let clean, let censored, _, _, let leftOut):
                text = EditorStrings.savedTo(clean: clean.split(separator: "/").last.map(String.init) ?? clean,
                                             censored: censored.split(separator: "/").last.map(String.init) ?? censored,
                                             folder: shareFolder.path)
                    + (leftOut > 0 ? "; " + EditorStrings.glyphStickersLeftOut(leftOut) : "")
            case .failed(let reason): text = EditorStrings.cannotExport(reason)
            }
            let layout = typesetter.layout(text, style: Self.theme.caption, maxWidth: frame.width - 48)
            let box = Rect(x: frame.minX + 16, y: frame.minY + 16, width: frame.width - 32, height: layout.size.y + 16)
            list.fillRect(box, Color(hex: 0x000000, alpha: 190))
            layout.draw(into: &list, at: Vec2(box.minX + 8, box.minY + 8), color: .white)
        }
    }
}
