import Engine
import UI

/// Sharing: the onboarding note before the first share, then both pictures exported by the
/// host as a job while the canvas goes on.
///
/// Replays stay deterministic because the export reaches the simulation only as input: the
/// share is counted and its progress starts in the tick Share is pressed, progress is a function
/// of ticks (`ExportPhase`), and the job's outcome arrives as a `jobFinished` event, which a
/// replay has recorded (and so never exports again). A job still running when its progress ends
/// shows a full bar until its outcome arrives; then the scene copies the clean file's path to the
/// clipboard and shows where the files went.
extension EditorCanvasScene {
    /// The ticks the line saying where the files went stays up.
    static let savedLineTicks: UInt64 = 360

    /// The Share button: the onboarding note the first time, else the export.
    func requestShare(context: SceneContext) {
        guard state.export == nil else { return state.overlays.toast.show(EditorStrings.stillExporting) }
        guard state.onboarding.sawShareNote else { return state.overlays.open(EditorTree.onboarding) }
        startShare(context: context)
    }

    /// The onboarding note was read: it is remembered in the profile and the share goes ahead.
    func acknowledgeShareNote(context: SceneContext) {
        state.overlays.close(EditorTree.onboarding)
        state.onboarding.sawShareNote = true
        do { try state.onboarding.save(into: &context.effects) } catch { show(EditorStrings.cannotSave(error), context: context) }
        startShare(context: context)
    }

    /// Counts the share and starts exporting the document into the share folder.
    private func startShare(context: SceneContext) {
        guard let photo = state.photos[state.document.photo.hash] else {
            return show(EditorStrings.missingPhoto(state.document.photo.hash), context: context)
        }
        state.export = ExportPhase(startTick: context.tick)
        startExportJob(photo: photo, startTick: context.tick, context: context)
        share(context: context)
    }

    /// Asks the host to export the document over `photo` for the share that started at `startTick`.
    func startExportJob(photo: Image, startTick: UInt64, context: SceneContext) {
        let (work, document, folder, makeRenderer) = (exportWork, state.document, shareFolder, makeRenderer)
        state.exportsRunning += 1
        context.effects.send(.startJob(JobRequest(tag: ExportJob.tag) { _ in work(document, photo, folder, startTick, makeRenderer) }))
    }

    /// Takes in the outcome of each export that ended (shown from the end of its progress), then
    /// ends the export's progress due at this tick.
    func stepExport(_ input: [InputEvent], context: SceneContext) {
        for case .jobFinished(let result) in input where result.tag == ExportJob.tag && state.exportsRunning > 0 {
            state.exportsRunning -= 1
            let outcome = result.outcome(as: ExportJob.Outcome.self) ?? .failed(EditorStrings.unreadableExportOutcome)
            let shownFrom = state.export.map { $0.startTick + ExportPhase.ticks } ?? context.tick
            state.lastExport = ExportEnd(outcome: outcome, tick: shownFrom)
            if case .written(let clean, _, _, _, _) = outcome { context.effects.copy(clean) }
        }
        if let export = state.export, export.isDue(at: context.tick) { state.export = nil }
    }

    /// The export's progress bar over the top of the photo and, after an export, the line saying
    /// where its files went (not simulated: it names this machine's folders).
    func drawExport(into list: inout DrawList, context: SceneContext) {
        let frame = view.photoRect
        // A job still finishing after its ticks of progress shows a full bar until it ends.
        let progress = state.export?.progress(at: context.tick) ?? (state.exportsRunning > 0 ? 1 : nil)
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
