import Engine

/// One axis of a scroll view as a plain value: where its content is, how it moves, and what
/// holds it, advanced by `step()` once a fixed tick (60 Hz) and by its input methods.
///
/// Offsets are px of content scrolled past the viewport's start and stay in `0...maxOffset`.
/// Wheel notches, Page Up/Down, Home/End and `reveal` glide to a target (a fixed fraction of the
/// distance each tick); a dragged content follows the pointer 1:1 and, released, keeps the
/// pointer's speed over its last few ticks, slowed by friction each tick until it drops below a
/// stop speed. The physics uses only IEEE addition, subtraction, multiplication and division in
/// a fixed order, so the same inputs give the same bits on every machine. A scroll view of both
/// axes keeps one `ScrollState` for each.
public struct ScrollState: Hashable, Sendable, Codable {
    /// Content px scrolled past the viewport's start, in `0...maxOffset`.
    public private(set) var offset: Double = 0
    /// The fling's speed, px per tick (positive scrolls toward the end); 0 when not flung.
    public private(set) var velocity: Double = 0
    /// Where an animated scroll is gliding to, px; nil when none is.
    public private(set) var target: Double?
    /// The pointer holding the content or the thumb; nil when none does.
    public private(set) var drag: ScrollDrag?
    /// The content's length along the axis, px.
    public private(set) var contentExtent: Double
    /// The viewport's length along the axis, px.
    public private(set) var viewportExtent: Double
    /// The constants of the motion.
    public let physics: ScrollPhysics

    /// A state at offset 0 for `contentExtent` px of content seen through `viewportExtent` px.
    public init(contentExtent: Double, viewportExtent: Double, physics: ScrollPhysics = .standard) {
        self.contentExtent = max(0, contentExtent)
        self.viewportExtent = max(0, viewportExtent)
        self.physics = physics
    }

    /// The largest offset: the content's end at the viewport's end (0 when it all fits), px.
    public var maxOffset: Double { max(0, contentExtent - viewportExtent) }
    /// Whether nothing moves it: no glide, no fling and no pointer held.
    public var isAtRest: Bool { target == nil && velocity == 0 && drag == nil }
    /// Where the offset is heading: the glide's target, else the offset.
    public var destination: Double { target ?? offset }

    // MARK: Extents

    /// Changes the content's and viewport's lengths, pulling the offset and any target back
    /// into range.
    public mutating func setExtents(content: Double, viewport: Double) {
        contentExtent = max(0, content)
        viewportExtent = max(0, viewport)
        offset = clamped(offset)
        if let goal = target { target = clamped(goal) }
    }

    // MARK: Ticks

    /// Advances the motion by one fixed tick.
    public mutating func step() {
        if var held = drag {
            held.history.append(held.pointer)
            if held.history.count > physics.velocityTicks { held.history.removeFirst() }
            drag = held
        } else if let goal = target {
            let left = goal - offset
            if abs(left) <= physics.settleDistance {
                offset = goal
                target = nil
            } else {
                offset = clamped(offset + left * physics.approach)
            }
        } else if velocity != 0 {
            let moved = offset + velocity
            offset = clamped(moved)
            velocity = moved == offset ? velocity * physics.friction : 0
            if abs(velocity) < physics.stopSpeed { velocity = 0 }
        }
    }

    // MARK: Wheel and keys

    /// Turns the wheel `notches` notches (positive is away from the user, toward the start);
    /// ignored while a pointer holds the view.
    public mutating func wheel(_ notches: Double) {
        guard drag == nil else { return }
        scroll(to: destination - notches * physics.wheelStep, animated: true)
    }

    /// A page toward the start: the viewport less `ScrollPhysics.pageOverlap` (at least half
    /// the viewport).
    public mutating func pageUp() { scroll(to: destination - page, animated: true) }
    /// A page toward the end.
    public mutating func pageDown() { scroll(to: destination + page, animated: true) }
    /// To the start (Home).
    public mutating func scrollToStart() { scroll(to: 0, animated: true) }
    /// To the end (End).
    public mutating func scrollToEnd() { scroll(to: maxOffset, animated: true) }

    /// Handles a scroll view's keys: Page Up/Down, Home/End, and Up/Down by a wheel step;
    /// returns whether `key` was one of them.
    public mutating func press(_ key: Key) -> Bool {
        switch key {
        case .pageUp: pageUp()
        case .pageDown: pageDown()
        case .home: scrollToStart()
        case .end: scrollToEnd()
        case .up: scroll(to: destination - physics.wheelStep, animated: true)
        case .down: scroll(to: destination + physics.wheelStep, animated: true)
        default: return false
        }
        return true
    }

    /// Moves to `position` (clamped), gliding there when `animated`, stopping any fling.
    public mutating func scroll(to position: Double, animated: Bool) {
        velocity = 0
        if animated {
            target = clamped(position)
        } else {
            offset = clamped(position)
            target = nil
        }
    }

    /// Scrolls as little as it takes to show content `start...end` between `leadingInset` px
    /// after the viewport's start (a pinned header, say) and `trailingInset` px before its end;
    /// a span longer than that room shows its start. Nothing moves when it is already shown.
    public mutating func reveal(_ start: Double, _ end: Double, leadingInset: Double = 0,
                                trailingInset: Double = 0, animated: Bool = true) {
        let room = viewportExtent - leadingInset - trailingInset
        let shownStart = destination + leadingInset
        let shownEnd = shownStart + room
        var position = destination
        if start < shownStart || end - start > room {
            position = start - leadingInset
        } else if end > shownEnd {
            position = end - room - leadingInset
        } else {
            return
        }
        scroll(to: position, animated: animated)
    }

    // MARK: Dragging the content

    /// The pointer went down on the content at `pointer` (canvas px along the axis): stops any
    /// glide or fling and holds the content.
    public mutating func beginDrag(at pointer: Double) {
        velocity = 0
        target = nil
        drag = ScrollDrag(grip: .content, startPointer: pointer, startOffset: offset, pointer: pointer,
                          history: [pointer])
    }

    /// The held pointer moved to `pointer`: the content follows 1:1 (the thumb in proportion).
    public mutating func drag(to pointer: Double) {
        guard var held = drag else { return }
        held.pointer = pointer
        drag = held
        switch held.grip {
        case .content: offset = clamped(held.startOffset - (pointer - held.startPointer))
        case .thumb(let scale): offset = clamped(held.startOffset + (pointer - held.startPointer) * scale)
        }
    }

    /// The pointer let go: a held content keeps the pointer's speed over its last few ticks
    /// (at most `maxSpeed`); a held thumb stops where it is.
    public mutating func endDrag() {
        guard let held = drag else { return }
        drag = nil
        guard held.grip == .content, let oldest = held.history.first else { return }
        let ticks = Double(held.history.count)
        let speed = (oldest - held.pointer) / ticks
        velocity = min(physics.maxSpeed, max(-physics.maxSpeed, speed))
        if abs(velocity) < physics.stopSpeed { velocity = 0 }
    }

    // MARK: Scrollbar

    /// The thumb on a track `trackLength` px long, or nil when the content fits the viewport.
    public func thumb(trackLength: Double) -> ScrollbarThumb? {
        guard maxOffset > 0, contentExtent > 0, trackLength > 0 else { return nil }
        let proportional = trackLength * viewportExtent / contentExtent
        let length = min(trackLength, max(physics.minThumbLength, proportional))
        let start = (trackLength - length) * offset / maxOffset
        return ScrollbarThumb(start: start, length: length, trackLength: trackLength)
    }

    /// The pointer went down on a track `trackLength` px long at `pointer` px from its start:
    /// on the thumb it holds the thumb; before or after it, it pages that way.
    public mutating func pressTrack(at pointer: Double, trackLength: Double) {
        guard let bar = thumb(trackLength: trackLength) else { return }
        if pointer < bar.start {
            pageUp()
        } else if pointer > bar.end {
            pageDown()
        } else {
            velocity = 0
            target = nil
            drag = ScrollDrag(grip: .thumb(scale: bar.scale(maxOffset: maxOffset)), startPointer: pointer,
                              startOffset: offset, pointer: pointer, history: [pointer])
        }
    }

    // MARK: Helpers

    private var page: Double { max(viewportExtent - physics.pageOverlap, viewportExtent / 2) }

    private func clamped(_ position: Double) -> Double { min(maxOffset, max(0, position)) }
}
