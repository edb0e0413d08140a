import UI

/// Every string the gallery shows, in one place for translation.
enum GalleryStrings {
    static let sceneTitle = "UI gallery"
    static let sceneSummary = "Every widget of the UI kit in every state: Tab, arrows, Enter and Space, or the pointer."
    static let title = "Widgets"
    static let subtitle = "Tab moves the focus · arrows change values · Enter saves"
    static let buttons = "BUTTONS"
    static let switches = "SWITCHES"
    static let choices = "CHOICES"
    static let values = "VALUES"
    static let save = "Save"
    static let cancel = "Cancel"
    static let delete = "Delete"
    static let archive = "Archive"
    static let add = "Add"
    static let remove = "Remove"
    static let close = "Close"
    static let confirm = "Confirm"
    static let wifi = "Wi-Fi"
    static let bluetooth = "Bluetooth"
    static let airplane = "Airplane mode"
    static let periods = ["Day", "Week", "Month"]
    static let units = ["Metric", "Imperial"]
    static let volume = "Volume"
    static let brightness = "Brightness"
    static let copies = "Copies"
    static let spice = "Spice"
    static let nothingYet = "Nothing done yet"
    static let controlsTab = "Controls"
    static let textTab = "Text"
    static let textFields = "TEXT FIELDS"
    static let nameLabel = "Name"
    static let namePlaceholder = "Your name"
    static let emailLabel = "Email"
    static let emailPlaceholder = "name@example.com"
    static let emailInvalid = "Enter an email address like name@example.com"
    static let notesLabel = "Notes"
    static let notesPlaceholder = "Anything else? Enter starts a new line."
    static let accountLabel = "Account (locked)"
    static let accountValue = "gallery-guest"
    static let overlaysTab = "Overlays"
    static let layers = "LAYERS"
    static let showSheet = "Show sheet"
    static let deleteEverything = "Delete everything…"
    static let showToast = "Show toast"
    static let emptyStateHeading = "EMPTY STATE"
    static let sheetTitle = "Settings"
    static let sheet = "Sheet"
    static let notifications = "Notifications"
    static let done = "Done"
    static let dialog = "Dialog"
    static let confirmTitle = "Delete everything?"
    static let confirmMessage = "Every note and photo goes for good. This cannot be undone."
    static let deleted = "Deleted"
    static let toastMessage = "Saved to your library"
    static let emptyTitle = "No photos yet"
    static let emptyMessage = "Photos you take show up here."
    static let reload = "Reload"
    static let nothingNew = "Nothing new yet"
    static let listsTab = "Lists"
    static let listModes = ["List", "Grid"]
    static let nothingOpened = "Nothing opened yet"
    static let films = ["Spirited Away", "Ổ bánh mì nướng", "Phở bò tái", "The Grand Budapest Hotel", "Paddington 2",
                        "Cà phê sữa đá ☕", "Past Lives", "Perfect Days", "Bún chả Hà Nội", "Aftersun", "My Neighbor Totoro"]
    static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
    static let tiles = ["Lemon", "Chilli", "Basil", "Rice", "Noodle", "Egg", "Tofu", "Lime"]

    /// A watch-log row's title: the film and the row's number from 1.
    static func film(_ row: Int) -> String { "\(films[row % films.count]) #\(row + 1)" }
    /// A watch-log row's date line.
    static func watched(day: Int, month: Int, year: Int) -> String { "Watched \(day) \(months[month]) \(year)" }
    /// A grid tile's caption.
    static func tile(_ index: Int) -> String { "\(tiles[index % tiles.count]) \(index + 1)" }
    /// What the lists page's status line says was opened last.
    static func opened(_ what: String) -> String { "Opened \(what)" }

    /// What the status line says about `action`, in words.
    static func describe(_ action: UIAction) -> String {
        switch action {
        case .tapped(let id): "\(name(of: id)) tapped"
        case .toggled(let id, let isOn): "\(name(of: id)) \(isOn ? "on" : "off")"
        case .selected(GalleryTree.period, let index): "Showing by \(periods[index].lowercased())"
        case .selected: ""
        case .valueChanged(let id, let value): "\(name(of: id)): \(Int(value.rounded()))"
        case .focused, .edited, .activated: ""
        case .submitted(let id): "\(name(of: id)) submitted"
        case .dismissed(let id): "\(name(of: id)) closed"
        }
    }

    /// The name a widget goes by in the status line.
    static func name(of id: WidgetID) -> String {
        switch id {
        case GalleryTree.save: save
        case GalleryTree.cancel: cancel
        case GalleryTree.delete: delete
        case GalleryTree.add: add
        case GalleryTree.remove: remove
        case GalleryTree.close: close
        case GalleryTree.wifi: wifi
        case GalleryTree.bluetooth: bluetooth
        case GalleryTree.volume: volume
        case GalleryTree.copies: copies
        case GalleryTree.spice: spice
        case GalleryTree.name: nameLabel
        case GalleryTree.email: emailLabel
        case GalleryTree.showSheet: showSheet
        case GalleryTree.deleteAll, GalleryTree.sheetDelete: deleteEverything
        case GalleryTree.showToast: showToast
        case GalleryTree.notifications: notifications
        case GalleryTree.done: done
        case GalleryTree.sheet: sheet
        case GalleryTree.confirmation: dialog
        case ConfirmationDialog.confirmButton(of: GalleryTree.confirmation): delete
        case EmptyState.actionButton(of: GalleryTree.empty): reload
        default: id.rawValue
        }
    }
}
