import Engine
import UI

/// Draws a dev session's build status over the scene: a progress bar while the build runs, the
/// compiler's errors in a red panel when it failed. Host interface only, no part of the scene.
package enum DevOverlay {
    /// The most diagnostics shown; the rest are in the terminal the supervisor prints to.
    static let maxDiagnostics = 6
    /// The diagnostics' text size, in canvas pixels.
    static let textSize = 18.0
    /// The boxes' inset from the band's sides, in canvas pixels.
    static let inset = 20.0

    /// Draws `status` from the top of `band` (the free band `OverlayPlacement` found) down.
    package static func draw(_ status: DevBuildStatus, in band: Rect, into list: inout DrawList) {
        switch status {
        case .idle:
            return
        case .handingOver:
            progress(HostStrings.devHandingOver, HostStrings.devHandingOverDetail, done: 1, in: band, into: &list)
        case .building(let done, let total, let step):
            progress(HostStrings.devBuilding(done: done, total: total), step,
                     done: total > 0 ? Double(min(done, total)) / Double(total) : 0, in: band, into: &list)
        case .failed(let diagnostics):
            guard let typesetter = try? Typesetter.shared() else { return }
            let width = band.width - 2 * inset
            let shown = diagnostics.prefix(maxDiagnostics)
            var body = shown.joined(separator: "\n")
            if diagnostics.count > shown.count { body += "\n" + HostStrings.devMoreDiagnostics(diagnostics.count - shown.count) }
            let layout = typesetter.layout(body, style: .sized(textSize), maxWidth: width - 24, maxLines: 24)
            let box = Rect(x: band.minX + inset, y: band.minY + 8, width: width, height: 44 + layout.size.y + 12)
            list.fillRect(box, Color(r: 90, g: 10, b: 16, a: 225))
            list.text(HostStrings.devBuildFailed, at: Vec2(box.minX + 12, box.minY + 8), size: 22, color: .white, bold: true)
            layout.draw(into: &list, at: Vec2(box.minX + 12, box.minY + 44), color: Color(hex: 0xFFD7D7))
        }
    }

    /// A progress box across the top of `band`: `heading`, `detail` under it, and a bar `done`
    /// (0...1) of the way along its foot.
    private static func progress(_ heading: String, _ detail: String, done: Double, in band: Rect, into list: inout DrawList) {
        let box = Rect(x: band.minX + inset, y: band.minY + 8, width: band.width - 2 * inset, height: 64)
        list.fillRect(box, Color(r: 0, g: 0, b: 0, a: 190))
        list.fillRect(Rect(x: box.minX, y: box.maxY - 6, width: box.width * done, height: 6), Color(hex: 0x2A9D8F))
        list.text(heading, at: Vec2(box.minX + 12, box.minY + 6), size: 22, color: .white, bold: true)
        list.text(detail, at: Vec2(box.minX + 12, box.minY + 34), size: 16, color: Color(hex: 0xC8CDD6), wrapWidth: box.width - 24)
    }
}
