import Core

/// A window's place on the desktop: its top-left corner and size, in screen pixels.
public struct WindowFrame: Codable, Equatable, Sendable {
    /// The top-left corner's position and the size, in screen pixels.
    public var x: Int, y: Int, width: Int, height: Int

    /// Makes a frame with its top-left corner at (`x`, `y`) and `width` × `height`, in screen pixels.
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x; self.y = y; self.width = width; self.height = height
    }

    /// The most space a window leaves between itself and the edges of the usable area, in
    /// screen pixels.
    package static let margin = 32
    /// The smallest window height chosen, in screen pixels, however small the display.
    package static let minimumHeight = 320

    /// The largest frame with `aspect`'s proportions that fits `usable` (a display's usable
    /// area) with `margin` pixels to spare on every side (at least `minimumHeight` high),
    /// centred in it but never above or left of it.
    package static func fitting(aspect: Vec2, in usable: WindowFrame) -> WindowFrame {
        let room = Vec2(Double(max(usable.width - 2 * margin, 1)), Double(max(usable.height - 2 * margin, 1)))
        let scale = max(min(room.x / aspect.x, room.y / aspect.y), Double(minimumHeight) / aspect.y)
        // The nudge keeps a side that fits exactly (414.0, computed as 413.99…) whole.
        let width = Int((aspect.x * scale + 1e-6).rounded(.down)), height = Int((aspect.y * scale + 1e-6).rounded(.down))
        return WindowFrame(x: usable.x + max((usable.width - width) / 2, 0), y: usable.y + max((usable.height - height) / 2, 0),
                           width: width, height: height)
    }

    /// A frame of `size` (rounded to whole pixels, shrunk to fit) in the top-right corner of
    /// `usable`, `margin` pixels in from its edges: where a desktop widget sits.
    package static func corner(size: Vec2, in usable: WindowFrame) -> WindowFrame {
        let width = min(Int(size.x.rounded()), max(usable.width - 2 * margin, 1))
        let height = min(Int(size.y.rounded()), max(usable.height - 2 * margin, 1))
        return WindowFrame(x: usable.x + max(usable.width - margin - width, 0), y: usable.y + min(margin, max(usable.height - height, 0)),
                           width: width, height: height)
    }

    /// Whether the frame lies wholly inside one of `displays` (their bounds) and is at least
    /// `minimumHeight` / 4 pixels each way.
    package func fits(onOneOf displays: [WindowFrame]) -> Bool {
        guard width >= Self.minimumHeight / 4, height >= Self.minimumHeight / 4 else { return false }
        return displays.contains {
            x >= $0.x && y >= $0.y && x + width <= $0.x + $0.width && y + height <= $0.y + $0.height
        }
    }
}
