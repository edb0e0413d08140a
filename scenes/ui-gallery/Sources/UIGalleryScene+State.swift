import Engine
import UI

extension UIGalleryScene {
    /// The gallery's state: the widgets' own (`UIState`) and the values they show, as plain
    /// values, from which the engine derives the state hash and the replay keyframe.
    public struct State: KitSceneState, Hashable, Codable, Sendable {
        /// Focus, press, hover and drag; the Save button starts focused, its ring showing.
        public var ui = UIState(focused: GalleryTree.save, showsFocus: true)
        /// The page the tab bar shows.
        var page = GalleryPage.controls
        var wifi = true
        var bluetooth = false
        /// The period chosen: 0 day, 1 week, 2 month.
        var period = 1
        /// The volume, 0...100 in steps of 5.
        var volume = 40.0
        /// The copies to print, 1...9.
        var copies = 2.0
        /// The spice rating, 0...3 dots.
        var spice = 2
        /// Buttons tapped so far.
        var taps = 0
        /// The last action other than a focus move or an edit.
        var lastAction: UIAction?
        /// The name field: at most 40 graphemes.
        var name = TextEditingState(maxLength: GalleryTree.nameMaxLength)
        /// The email field, checked for an @ as it is typed.
        var email = TextEditingState()
        /// The notes editor, several lines.
        var notes = TextEditingState(isMultiline: true)

        /// Whether the email field holds text without an @ (empty is not yet wrong).
        var isEmailInvalid: Bool { !email.text.isEmpty && !email.text.contains("@") }
        /// The overlays page's sheet and "Delete everything?" dialog, and the toast.
        public var overlays = Overlays()
        /// The sheet's switch.
        var notifications = true
        /// The lists page shows the list (0) or the grid (1).
        var listMode = 0
        /// The watch log's selected row, counted through the whole list.
        var selectedRow: Int?
        /// The grid's selected tile.
        var selectedTile: Int?
        /// The row or tile activated last on the lists page.
        var opened: UIAction?

        /// Takes `action` into the values it changes.
        mutating func apply(_ action: UIAction) {
            applyOverlay(action)
            switch action {
            case .focused: return
            case .selected(GalleryTree.tabs, let index): page = GalleryPage(rawValue: index) ?? page; return
            case .edited(GalleryTree.name, let editing): name = editing; return
            case .edited(GalleryTree.email, let editing): email = editing; return
            case .edited(GalleryTree.notes, let editing): notes = editing; return
            case .tapped: taps += 1
            case .toggled(GalleryTree.wifi, let isOn): wifi = isOn
            case .toggled(GalleryTree.bluetooth, let isOn): bluetooth = isOn
            case .selected(GalleryTree.period, let index): period = index
            case .valueChanged(GalleryTree.volume, let value): volume = value
            case .valueChanged(GalleryTree.copies, let value): copies = value
            case .valueChanged(GalleryTree.spice, let value): spice = Int(value)
            case .selected(GalleryTree.listMode, let index): listMode = index
            case .selected(GalleryTree.years, let row): selectedRow = row
            case .selected(GalleryTree.tiles, let tile): selectedTile = tile
            case .activated: opened = action
            default: break
            }
            lastAction = action
        }
    }
}
