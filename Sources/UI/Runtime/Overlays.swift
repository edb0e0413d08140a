import Engine

/// The sheets and dialogs a scene has open or in motion, each named by its layer's marker
/// widget, and its toast: plain values in the scene's state that the kit steps once a tick.
///
/// A layer is registered by opening it; it stays while it is open or going out and is forgotten
/// once it has gone, so the state holds only what shows.
public struct Overlays: Sendable, Hashable, Codable {
    /// A layer and how far it has come in or gone out.
    struct Entry: Sendable, Hashable, Codable {
        var id: WidgetID
        var phase: LayerPhase
    }

    /// The layers open or going out, in the order they were opened (a fixed order, so stepping
    /// and hashing never depend on a dictionary's).
    private var entries: [Entry] = []
    /// The message at the bottom of the screen, if any.
    public var toast = Toast()

    /// No layer open, no toast.
    public init() {}

    /// Layer `id`'s phase: hidden and closed when it is not open or going out.
    public subscript(id: WidgetID) -> LayerPhase {
        entries.first { $0.id == id }?.phase ?? LayerPhase()
    }

    /// Whether layer `id` is open (coming in or shown), so it takes input.
    public func isOpen(_ id: WidgetID) -> Bool { self[id].isOpen }

    /// Whether layer `id` is drawn: open, or still going out.
    public func isVisible(_ id: WidgetID) -> Bool { self[id].isVisible }

    /// Whether any layer is open.
    public var isAnyOpen: Bool { entries.contains { $0.phase.isOpen } }

    /// Starts bringing layer `id` in; it stays open until closed or dismissed.
    public mutating func open(_ id: WidgetID) {
        if let index = entries.firstIndex(where: { $0.id == id }) {
            entries[index].phase.open()
        } else {
            var phase = LayerPhase()
            phase.open()
            entries.append(Entry(id: id, phase: phase))
        }
    }

    /// Starts taking layer `id` out (nothing when it is not open).
    public mutating func close(_ id: WidgetID) {
        guard let index = entries.firstIndex(where: { $0.id == id }) else { return }
        entries[index].phase.close()
    }

    /// Moves every layer's transition and the toast's clock on by one tick, and forgets the
    /// layers that have gone.
    public mutating func step() {
        for index in entries.indices { entries[index].phase.step() }
        entries.removeAll { !$0.phase.isVisible }
        toast.step()
    }
}
