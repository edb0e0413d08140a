import Engine

/// How far a sheet or dialog has come in or gone out, counted in fixed ticks: a plain value the
/// scene keeps in its state, opens or closes, and steps once a tick.
public struct LayerPhase: Sendable, Hashable, StateHashable, Codable {
    /// The ticks a layer takes to come in or go out (0.2 s at 60 ticks a second).
    public static let transitionTicks = 12

    /// Whether the layer is open or coming in; false while it goes out and once it is gone.
    public private(set) var isOpen: Bool
    /// Ticks of the transition done: 0 hidden ... `transitionTicks` fully shown.
    public private(set) var shownTicks: Int

    /// A closed, hidden layer.
    public init() { isOpen = false; shownTicks = 0 }

    /// Starts bringing the layer in (it is open from now on).
    public mutating func open() { isOpen = true }

    /// Starts taking the layer out (it is closed from now on, drawn until it has gone).
    public mutating func close() { isOpen = false }

    /// Moves the transition on by one tick.
    public mutating func step() {
        shownTicks = isOpen ? min(shownTicks + 1, Self.transitionTicks) : max(shownTicks - 1, 0)
    }

    /// Whether the layer is open and all the way in.
    public var isFullyIn: Bool { isOpen && shownTicks == Self.transitionTicks }

    /// Whether the layer is drawn: open, or still going out.
    public var isVisible: Bool { isOpen || shownTicks > 0 }

    /// How far the layer is in, 0...1, eased out (fast at first, settling at the end).
    public var presence: Double {
        let t = Double(shownTicks) / Double(Self.transitionTicks)
        return 1 - (1 - t) * (1 - t) * (1 - t)
    }

    /// Feeds whether the layer is open and how many ticks it has shown into `hasher`.
    public func hash(into hasher: inout StateHasher) {
        hasher.combine(isOpen)
        hasher.combine(shownTicks)
    }
}
