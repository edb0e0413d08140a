import Engine
import UI

/// The UI kit's gallery: every widget in every state (some disabled, one focused), driven by
/// the keyboard and the pointer, with probes for scripts.
public final class UIGalleryScene: KitScene {
    public static let info = SceneInfo(id: "ui-gallery", title: GalleryStrings.sceneTitle,
                                       summary: GalleryStrings.sceneSummary)

    /// The look of every widget.
    public static let theme = Theme.standard

    /// Everything that changes after set-up (see `State`).
    public var state = State()
    /// The widgets for `state`, rebuilt after every change.
    public var tree: UITree
    let typesetter: Typesetter

    public init(context: SceneContext) throws {
        typesetter = try Typesetter.shared()
        tree = GalleryTree.tree(for: state, theme: Self.theme, typesetter: typesetter)
    }

    public func fixedUpdate(context: SceneContext, input: [InputEvent]) { runInterface(input, context: context) }

    public func makeTree(context: SceneContext) -> UITree { GalleryTree.tree(for: state, theme: Self.theme, typesetter: typesetter) }

    public func apply(_ action: UIAction, context: SceneContext) { state.apply(action) }

    public func draw(into list: inout DrawList, context: SceneContext, interpolation: Double) {
        list.clearColor = Self.theme.palette.background
        tree.draw(into: &list, state: state.ui, theme: Self.theme, typesetter: typesetter)
    }

    public func probes(into probes: inout Probes, context: SceneContext) {
        probes.set("focused", state.ui.focused?.rawValue ?? "")
        probes.set("focus_visible", state.ui.showsFocus)
        probes.set("hovered", state.ui.hovered?.id.rawValue ?? "")
        probes.set("pressed", state.ui.pressed?.id.rawValue ?? "")
        probes.set("last_action", state.lastAction?.probeText ?? "")
        probes.set("taps", state.taps)
        probes.set("wifi", state.wifi)
        probes.set("bluetooth", state.bluetooth)
        probes.set("period", state.period)
        probes.set("volume", state.volume)
        probes.set("copies", state.copies)
        probes.set("spice", state.spice)
        probes.set("text_input", state.ui.focused.map([GalleryTree.name, GalleryTree.email, GalleryTree.notes].contains) ?? false)
        for (id, editing) in [(GalleryTree.name, state.name), (GalleryTree.email, state.email), (GalleryTree.notes, state.notes)] {
            probes.set("\(id)_text", editing.text)
            probes.set("\(id)_shown", editing.displayText)
            probes.set("\(id)_caret", editing.selection.caret)
            probes.set("\(id)_anchor", editing.selection.anchor)
            probes.set("\(id)_selected", editing.selectedText)
            probes.set("\(id)_length", editing.clusterCount)
        }
        probes.set("email_invalid", state.isEmailInvalid)
        probes.set("layers", tree.openLayers.map(\.rawValue).joined(separator: ","))
        probes.set("toast", state.overlays.toast.message ?? "")
        probes.set("notifications", state.notifications)
        listProbes(into: &probes)
    }
}
