import Core
import Engine
import UI

/// The default scene: lists the catalog's scenes and opens the one picked.
///
/// Built from the UI kit: a list of the scenes, each row its title and whole summary. Click a
/// row, or move with Up/Down and press Enter; the wheel, drags and the scrollbar scroll it. Every
/// other scene returns here on Esc, with its row selected and in view.
public final class LauncherScene: KitScene {
    /// The launcher's id, title and summary, and its parameters, `from` and `player`.
    public static let info = SceneInfo(id: SceneInfo.launcherID, title: "Diorama", summary: "Pick a scene to play.",
                                       parameters: [SceneParameter(fromParameter, HostStrings.launcherFromParameter),
                                                    SceneParameter(playerParameter, HostStrings.launcherPlayerParameter)])

    /// The parameter naming the scene just left, whose row the launcher comes back to.
    public static let fromParameter = "from"
    /// The parameter naming who is playing (`ProfileName.guest` for a guest), shown at the top.
    public static let playerParameter = "player"

    /// The kit's look: the standard dark theme.
    public static let theme = Theme.standard
    /// The list of scenes.
    static let list: WidgetID = "scenes"

    /// Who is playing, as the top line says it; nil when no one signed in.
    let playing: String?
    /// The scenes listed: every catalog entry but the launcher itself.
    private let entries: [SceneInfo]
    /// The height of every row: enough for the longest summary, wrapped, in canvas pixels.
    private let rowHeight: Double
    /// Lays out and draws the text.
    private let typesetter: Typesetter
    /// Everything that changes after set-up, from which the engine derives the state hash.
    public var state = State()
    /// The widgets for `state`.
    public var tree = UITree()

    /// The launcher's own state, as plain values.
    public struct State: KitSceneState, Codable, Sendable {
        /// The row Enter opens, highlighted.
        var selected = 0
        /// Focus (on the list from the start), hover, presses and the list's scroll.
        public var ui = UIState(focused: LauncherScene.list)
        /// Nothing the launcher opens over its list; kept for the kit.
        public var overlays = Overlays()
    }

    /// Makes the launcher listing the catalog's other scenes, with the row of the scene named by
    /// `from` selected and in view.
    /// - Throws: `FontError` when a font file is missing.
    public init(context: SceneContext) throws {
        entries = context.catalog.infos.filter { $0.id != Self.info.id }
        playing = context.parameters[Self.playerParameter].map {
            $0 == ProfileName.guest ? HostStrings.playingAsGuest : HostStrings.playingAs($0)
        }
        let typesetter = try Typesetter.shared()
        self.typesetter = typesetter
        let width = Self.listArea(canvas: context.canvasSize).width
        rowHeight = entries.map { Self.row(for: $0).fittingHeight(width: width, theme: Self.theme, typesetter: typesetter) }.max()
            ?? ListRow.height(lines: 2)
        if let from = context.parameters[Self.fromParameter], let index = entries.firstIndex(where: { $0.id == from }) {
            state.selected = index
        }
        listView(canvas: context.canvasSize).scroll(toRow: state.selected, in: &state.ui, animated: false)
        rebuildTree(context: context)
    }

    /// The header's lines, top to bottom, in canvas pixels: the title, the line under it and
    /// who is playing. Below them the window host finds room for its overlays.
    static func header(canvas: Vec2) -> (title: Rect, tagline: Rect, player: Rect) {
        (Rect(x: 40, y: 24, width: canvas.x - 80, height: 64), Rect(x: 40, y: 92, width: canvas.x - 80, height: 32),
         Rect(x: 40, y: 128, width: canvas.x - 80, height: 40))
    }

    /// Where the list is, in canvas pixels: below the header and room for the host's overlays,
    /// above the hint.
    static func listArea(canvas: Vec2) -> Rect {
        let top = 268.0
        return Rect(x: 40, y: top, width: canvas.x - 80, height: hint(canvas: canvas).minY - 8 - top)
    }

    /// The hint at the bottom: room for it to wrap onto a second line in a longer language.
    static func hint(canvas: Vec2) -> Rect {
        let height = 2 * theme.caption.lineHeight + 4
        return Rect(x: 40, y: canvas.y - 12 - height, width: canvas.x - 80, height: height)
    }

    /// The row of `info`: its title and its whole summary.
    static func row(for info: SceneInfo) -> ListRow {
        ListRow(info.title, subtitle: info.summary, accessory: .chevron, wrapsSubtitle: true)
    }

    /// The list of scenes on `canvas`.
    private func listView(canvas: Vec2) -> ListView {
        ListView(Self.list, frame: Self.listArea(canvas: canvas), rowCounts: [entries.count], rowHeight: rowHeight,
                 headerHeight: 0, selection: entries.isEmpty ? nil : state.selected)
    }

    /// The header, the list of scenes and the hint.
    public func makeTree(context: SceneContext) -> UITree {
        let canvas = context.canvasSize, header = Self.header(canvas: canvas)
        var widgets = [
            Widget("title", frame: header.title, kind: .label(HostStrings.launcherTitle, style: .title, alignment: .center)),
            Widget("tagline", frame: header.tagline, kind: .label(HostStrings.launcherTagline, style: .caption, alignment: .center)),
        ]
        if let playing { widgets.append(Widget("player", frame: header.player, kind: .label(playing, style: .body, alignment: .center))) }
        widgets += listView(canvas: canvas).widgets(state: state.ui, header: { _ in "" }) { _, number in Self.row(for: entries[number]) }
        widgets.append(Widget("hint", frame: Self.hint(canvas: canvas),
                              kind: .label(HostStrings.launcherHint, style: .caption, alignment: .center)))
        return UITree(widgets)
    }

    /// Runs the tick's input through the list (see `KitScene`).
    public func fixedUpdate(context: SceneContext, input: [InputEvent]) { runInterface(input, context: context) }

    /// Selects the row chosen, and opens the one activated (a click, Enter or Space).
    public func apply(_ action: UIAction, context: SceneContext) {
        switch action {
        case .selected(Self.list, let row) where entries.indices.contains(row): state.selected = row
        case .activated(Self.list, let row) where entries.indices.contains(row): context.effects.switchTo(id: entries[row].id)
        default: break
        }
    }

    /// Draws the list and its header on the kit's background.
    public func draw(into list: inout DrawList, context: SceneContext, interpolation: Double) {
        list.clearColor = Self.theme.palette.background
        tree.draw(into: &list, state: state.ui, theme: Self.theme, typesetter: typesetter)
    }

    /// Reports `entries` (how many scenes are listed), `selected` (the selected scene's id) and
    /// `playing` (who is playing, as the top line says it).
    public func probes(into probes: inout Probes, context: SceneContext) {
        probes.set("entries", entries.count)
        probes.set("selected", entries.indices.contains(state.selected) ? entries[state.selected].id : "")
        probes.set("playing", playing ?? "")
    }
}
