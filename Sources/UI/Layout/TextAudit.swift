import Engine

/// The texts a tree's painters placed while drawing, kept to check they fit (see
/// `UITree.textOverflows`).
final class TextAudit {
    /// One text as placed: its widget, where its lines' ink box is and the box it must stay in,
    /// both in canvas pixels, and whether it was cut short.
    struct Placement {
        var widget: Widget
        var text: String
        var block: Rect
        var box: Rect
        var isCut: Bool
        /// The layer the widget is in: the number of layer markers before it in the tree.
        var layer: Int

        /// Whether it is a toast's message.
        var isToast: Bool { if case .toast = widget.kind { true } else { false } }
    }

    var placements: [Placement] = []
    /// The layer of the widget being drawn.
    var layer = 0

    /// The overflows among the placements.
    func overflows() -> [TextOverflow] {
        var found: [TextOverflow] = []
        for placed in placements {
            if placed.isCut { found.append(TextOverflow(widget: placed.widget.id, text: placed.text, problem: .cut)) }
            let slack = 1.0
            let box = Rect(x: placed.box.minX - slack, y: placed.box.minY - slack,
                           width: placed.box.width + 2 * slack, height: placed.box.height + 2 * slack)
            if placed.block.intersection(box) != placed.block {
                found.append(TextOverflow(widget: placed.widget.id, text: placed.text, problem: .spills))
            }
        }
        for (i, one) in placements.enumerated() {
            for other in placements[(i + 1)...] where Self.mayOverlap(one, other) {
                guard one.block.insetBy(1).intersection(other.block.insetBy(1)) != nil else { continue }
                found.append(TextOverflow(widget: other.widget.id, text: other.text, problem: .overlaps(one.widget.id)))
            }
        }
        return found
    }

    /// Whether two texts are meant to show apart: from different widgets of one layer, neither
    /// a toast (which shows over anything), and not both in one scroll view (whose sticky header
    /// covers the rows under it on purpose).
    private static func mayOverlap(_ one: Placement, _ other: Placement) -> Bool {
        one.widget.id != other.widget.id && one.layer == other.layer && !one.isToast && !other.isToast
            && (one.widget.clip == nil || one.widget.clip != other.widget.clip)
    }
}
