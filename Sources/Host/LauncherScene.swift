import Core
import Engine
import UI

/// The default scene: lists the catalog's scenes and opens the one picked.
///
/// Click a card, or move with Up/Down and press Enter. Every other scene returns here on Esc.
/// A list too long for the window scrolls with the wheel, and with Up/Down just enough to show
/// the selected card; hovering selects a card but never scrolls, so the list stays put under
/// the pointer.
public final class LauncherScene: Scene {
    /// The launcher's id, title and summary, and its parameters, `from` and `player`.
    public static let info = SceneInfo(id: SceneInfo.launcherID, title: "Diorama", summary: "Pick a scene to play.",
                                       parameters: [SceneParameter(fromParameter, HostStrings.launcherFromParameter),
                                                    SceneParameter(playerParameter, HostStrings.launcherPlayerParameter)])

    /// The parameter naming the scene just left, whose card the launcher comes back to.
    public static let fromParameter = "from"
    /// The parameter naming who is playing (`ProfileName.guest` for a guest), shown at the top.
    public static let playerParameter = "player"

    /// Who is playing, as the top line says it; nil when no one signed in.
    let playing: String?

    /// The scenes listed: every catalog entry but the launcher itself.
    private let entries: [SceneInfo]
    /// Everything that changes after set-up, from which the engine derives the state hash.
    public var state = State()

    /// The launcher's own state, as plain values.
    public struct State: Codable, Sendable {
        /// The entry Enter opens, highlighted.
        var selected = 0
        /// The entry under the pointer.
        var hovered: Int?
        /// How far the list is scrolled down, in canvas pixels (0 up to `maximumScroll`).
        var scroll = 0.0
    }

    /// Makes the launcher listing the catalog's other scenes, with the card of the scene named by `from` selected and in view.
    public init(context: SceneContext) {
        entries = context.catalog.infos.filter { $0.id != Self.info.id }
        playing = context.parameters[Self.playerParameter].map {
            $0 == ProfileName.guest ? HostStrings.playingAsGuest : HostStrings.playingAs($0)
        }
        // Back from a scene, its card is highlighted and in view, where the user left the list.
        if let from = context.parameters[Self.fromParameter], let index = entries.firstIndex(where: { $0.id == from }) {
            state.selected = index
            revealSelected(canvas: context.canvasSize)
        }
    }

    /// Where the cards are shown, in canvas pixels: below the host's overlay band, above the hint.
    static func listArea(canvas: Vec2) -> Rect {
        let top = HostOverlay.band.maxY + 12
        return Rect(x: 0, y: top, width: canvas.x, height: canvas.y - 60 - top)
    }

    /// The distance between the tops of two cards, in canvas pixels: they share the list area,
    /// 156 px apart at most and 120 at least.
    private func pitch(canvas: Vec2) -> Double {
        max(120, min(156, Self.listArea(canvas: canvas).height / Double(max(entries.count, 1))))
    }

    /// The card of entry `index`, in canvas pixels, as the list is scrolled now.
    func card(_ index: Int, canvas: Vec2) -> Rect {
        let pitch = pitch(canvas: canvas)
        return Rect(x: 56, y: Self.listArea(canvas: canvas).minY + Double(index) * pitch - state.scroll,
                    width: canvas.x - 112, height: pitch - 10)
    }

    /// The farthest the list scrolls, in canvas pixels: the last card's bottom at the area's.
    private func maximumScroll(canvas: Vec2) -> Double {
        max(0, Double(entries.count) * pitch(canvas: canvas) - 10 - Self.listArea(canvas: canvas).height)
    }

    /// Scrolls by `distance` canvas pixels (down for positive), within the list's ends.
    private func scroll(by distance: Double, canvas: Vec2) {
        state.scroll = min(max(state.scroll + distance, 0), maximumScroll(canvas: canvas))
    }

    /// Scrolls just enough for the selected card to show whole.
    private func revealSelected(canvas: Vec2) {
        let area = Self.listArea(canvas: canvas), selected = card(state.selected, canvas: canvas)
        if selected.minY < area.minY {
            scroll(by: selected.minY - area.minY, canvas: canvas)
        } else if selected.maxY > area.maxY {
            scroll(by: selected.maxY - area.maxY, canvas: canvas)
        }
    }

    private func entry(at point: Vec2, canvas: Vec2) -> Int? {
        guard Self.listArea(canvas: canvas).contains(point) else { return nil }
        return entries.indices.first { card($0, canvas: canvas).contains(point) }
    }

    /// Follows the pointer, wheel and Up/Down to select and scroll, and opens the card clicked or selected on Enter or Space.
    public func fixedUpdate(context: SceneContext, input: [InputEvent]) {
        for event in input {
            switch event {
            case .pointerMove(let p):
                state.hovered = entry(at: p, canvas: context.canvasSize)
                if let hovered = state.hovered { state.selected = hovered }
            case .pointerUp(let p, .primary):
                if let i = entry(at: p, canvas: context.canvasSize) { open(i, context: context) }
            case .wheel(let notches):
                scroll(by: -notches * pitch(canvas: context.canvasSize), canvas: context.canvasSize)
            case .keyDown(.down), .keyDown(.s):
                guard !entries.isEmpty else { break }
                state.selected = (state.selected + 1) % entries.count
                revealSelected(canvas: context.canvasSize)
            case .keyDown(.up), .keyDown(.w):
                guard !entries.isEmpty else { break }
                state.selected = (state.selected + entries.count - 1) % entries.count
                revealSelected(canvas: context.canvasSize)
            case .keyDown(.enter), .keyDown(.space):
                if entries.indices.contains(state.selected) { open(state.selected, context: context) }
            default:
                break
            }
        }
    }

    private func open(_ index: Int, context: SceneContext) {
        context.effects.switchTo(id: entries[index].id)
    }

    /// Draws the title, the scene cards (clipped to the list area) and the hint line.
    public func draw(into list: inout DrawList, context: SceneContext, interpolation: Double) {
        let canvas = context.canvasSize
        list.clearColor = Color(hex: 0x14161B)
        list.text("Diorama", at: Vec2(canvas.x / 2, 120), size: 84, color: .white, alignment: .center)
        list.text("small interactive scenes on one engine", at: Vec2(canvas.x / 2, 222), size: 26,
                  color: Color(hex: 0x9AA0AA), alignment: .center)
        if let playing { list.text(playing, at: Vec2(canvas.x / 2, 40), size: 28, color: Color(hex: 0xF2C94C), alignment: .center) }
        list.pushClip(Self.listArea(canvas: canvas))
        for (i, info) in entries.enumerated() {
            let rect = card(i, canvas: canvas)
            let isSelected = i == state.selected
            list.fillRect(rect, isSelected ? Color(hex: 0x2B3140) : Color(hex: 0x1F232C))
            list.strokePolygon(corners(rect), isSelected ? Color(hex: 0xFFD166) : Color(hex: 0x3A404D), width: 3)
            // A summary longer than three lines is cut at the card's edge.
            list.pushClip(rect)
            list.text(info.title, at: Vec2(rect.minX + 28, rect.minY + 12), size: 32, color: .white)
            list.text(info.summary, at: Vec2(rect.minX + 28, rect.minY + 52), size: 20,
                      color: Color(hex: 0xB8BEC8), wrapWidth: rect.width - 56)
            list.popClip()
        }
        list.popClip()
        list.text("Click a scene, or Up/Down and Enter.  Esc comes back here.", at: Vec2(canvas.x / 2, canvas.y - 48),
                  size: 22, color: Color(hex: 0x7D8490), alignment: .center)
    }

    private func corners(_ r: Rect) -> [Vec2] {
        [r.origin, Vec2(r.maxX, r.minY), Vec2(r.maxX, r.maxY), Vec2(r.minX, r.maxY)]
    }

    /// Reports `entries` (how many scenes are listed) and `selected` (the selected scene's id).
    public func probes(into probes: inout Probes, context: SceneContext) {
        probes.set("entries", entries.count)
        probes.set("selected", entries.indices.contains(state.selected) ? entries[state.selected].id : "")
        probes.set("playing", playing ?? "")
    }
}
