import Engine
import UI

/// Sharing: the onboarding note before the first share, then both pictures exported on a
/// thread of their own while the canvas goes on.
///
/// Replays stay deterministic because the export never feeds back into simulated state: the
/// share is counted and its progress starts in the tick Share is pressed, and progress is a
/// function of ticks (`ExportPhase`), over at its last tick however far the job has got. When
/// the job ends the scene only copies the clean file's path to the clipboard and shows where
/// the files went, neither of which is simulated (`lastExport` is never hashed). Live, the
/// scene polls the job each tick and never waits, so a slow export never stops the window
/// drawing or taking input (the bar stays full, "exporting", until the job ends); sessions not
/// played live (replays, scripts) wait for it at the last tick of progress, so they show and
/// probe the same outcome at the same tick every run, and write into the scene's save folder,
/// never the user's pictures folder.
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
        startExportJob(photo: photo, startTick: context.tick)
        share(context: context)
    }

    /// Starts the job exporting the document over `photo` for the share that started at `startTick`.
    func startExportJob(photo: Image, startTick: UInt64) {
        let (work, document, folder, makeRenderer) = (exportWork, state.document, shareFolder, makeRenderer)
        exportJob = BackgroundJob { _ in work(document, photo, folder, startTick, makeRenderer) }
    }

    /// Ends the export's progress due at this tick (its job joins the finishing ones, waited for
    /// only when not played live), then takes in every finishing job that has ended.
    func stepExport(context: SceneContext) {
        if let export = state.export, export.isDue(at: context.tick) {
            state.export = nil
            if let job = exportJob {
                exportJob = nil
                if waitsForExports { _ = job.wait() }
                finishingJobs.append(job)
            }
        }
        finishingJobs.removeAll { job in
            guard let outcome = job.outcome else { return false }
            state.lastExport = ExportEnd(outcome: outcome, tick: context.tick)
            if case .written(let clean, _, _, _, _) = outcome { context.clipboard.copy(clean) }
            return true
        }
    }

    /// The export's progress bar over the top of the photo and, after an export, the line saying
    /// where its files went (not simulated: it names this machine's folders).
    func drawExport(into list: inout DrawList, context: SceneContext) {
        let frame = view.photoRect
        // A job still finishing after its ticks of progress shows a full bar until it ends.
        let progress = state.export?.progress(at: context.tick) ?? (finishingJobs.isEmpty ? nil : 1)
        if let progress {
            let bar = Rect(x: frame.minX + 24, y: frame.minY + 24, width: frame.width - 48, height: 14)
            list.fillRect(bar, Color(hex: 0x000000, alpha: 160))
            list.fillRect(Rect(x: bar.minX, y: bar.minY, width: bar.width * progress, height: bar.height),
                          Color(hex: 0xF72585))
            let label = typesetter.layout(EditorStrings.exporting, style: Self.theme.caption, maxWidth: bar.width)
            label.draw(into: &list, at: Vec2(bar.minX, bar.maxY + 6), color: .white)
        }
        if progress == nil, let end = state.lastExport, context.tick &- end.tick < Self.savedLineTicks {
            let outcome = end.outcome
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
