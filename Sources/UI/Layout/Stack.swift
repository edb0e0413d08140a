import Engine

/// Children side by side in a row or one under another in a column, `spacing` apart, each as
/// wide and high as it says (see `StackChild`) and aligned across the stack by `alignment`.
/// Widgets are measured through the typesetter, so a longer translation makes its widget
/// grow, or its text wrap onto more lines (the widget growing higher) where the stack has no
/// more room.
public struct Stack: Sendable, Hashable {
    /// The direction children follow one another in.
    public enum Axis: Sendable, Hashable {
        /// Left to right: a row.
        case horizontal
        /// Top to bottom: a column.
        case vertical
    }

    /// The direction its children follow one another in.
    public var axis: Axis
    /// The room between one child and the next, in canvas pixels.
    public var spacing: Double
    /// Where each child sits across the axis.
    public var alignment: StackAlignment
    /// The children, in order along the axis (and focus order).
    public var children: [StackChild]

    /// Makes a stack of `children` along `axis`, `spacing` canvas pixels apart, aligned across
    /// it by `alignment`.
    public init(_ axis: Axis, spacing: Double = 0, alignment: StackAlignment = .fill, children: [StackChild]) {
        self.axis = axis; self.spacing = spacing; self.alignment = alignment; self.children = children
    }

    /// A row of `children`, left to right, `spacing` canvas pixels apart.
    public static func row(spacing: Double = 0, alignment: StackAlignment = .fill,
                           @StackBuilder _ children: () -> [StackChild]) -> Stack {
        Stack(.horizontal, spacing: spacing, alignment: alignment, children: children())
    }

    /// A column of `children`, top to bottom, `spacing` canvas pixels apart.
    public static func column(spacing: Double = 0, alignment: StackAlignment = .fill,
                              @StackBuilder _ children: () -> [StackChild]) -> Stack {
        Stack(.vertical, spacing: spacing, alignment: alignment, children: children())
    }

    /// The widgets of the stack placed from the top-left of `frame` (canvas pixels), in the
    /// children's order: a column as wide as the frame, its flexible children sharing the
    /// height it leaves; a row as wide and at least as high as the frame.
    public func widgets(in frame: Rect, theme: Theme, typesetter: Typesetter) -> [Widget] {
        var widgets: [Widget] = []
        place(in: frame, sizing: StackSizing(theme: theme, typesetter: typesetter), into: &widgets)
        return widgets
    }

    /// The room the stack takes when given at most `width` canvas pixels across (and, for
    /// flexible children, `height` down), in canvas pixels.
    public func size(width: Double, height: Double = .infinity, theme: Theme, typesetter: Typesetter) -> Vec2 {
        arrange(in: Vec2(width, height), sizing: StackSizing(theme: theme, typesetter: typesetter)).size
    }

    private func place(in frame: Rect, sizing: StackSizing, into widgets: inout [Widget]) {
        let frames = arrange(in: frame.size, sizing: sizing).frames
        for (child, box) in zip(children, frames) {
            let placed = Rect(origin: frame.origin + box.origin, size: box.size)
            switch child.content {
            case .widget(var widget):
                widget.frame = placed
                widgets.append(widget)
            case .stack(let stack): stack.place(in: placed, sizing: sizing, into: &widgets)
            case .space: break
            }
        }
    }

    /// Each child's frame from the stack's top-left, and the stack's size, given `room`.
    func arrange(in room: Vec2, sizing: StackSizing) -> (frames: [Rect], size: Vec2) {
        guard !children.isEmpty else { return ([], Vec2(0, 0)) }
        let along = axis == .horizontal ? room.x : room.y
        let lengthOf: (StackChild) -> StackLength = axis == .horizontal ? { $0.width } : { $0.height }
        let gaps = spacing * Double(children.count - 1)
        // Across a column, each child's width comes first, as its height follows from it.
        let widths: [Double?] = axis == .vertical ? children.map { crossWidth(of: $0, room: room.x, sizing: sizing) } : []
        var lengths: [Double?] = children.enumerated().map { index, child in
            switch lengthOf(child) {
            case .fixed(let length):
                axis == .horizontal ? length : max(length, sizing.size(of: child, width: widths[index]!, height: length).y)
            case .fit:
                axis == .horizontal ? sizing.size(of: child, width: max(0, along - gaps), height: nil).x
                    : sizing.size(of: child, width: widths[index]!, height: nil).y
            case .flexible: nil
            }
        }
        var free = along.isFinite ? along - gaps - lengths.compactMap { $0 }.reduce(0, +) : 0
        // A row too narrow for its fit children narrows them in proportion, and their text wraps.
        if free < 0, axis == .horizontal {
            let fits = children.indices.filter { lengthOf(children[$0]) == .fit }
            let total = fits.reduce(0) { $0 + lengths[$1]! }
            for index in fits where total > 0 { lengths[index] = max(0, lengths[index]! + free * lengths[index]! / total) }
            free = 0
        }
        let weights: [Double] = children.map { child in
            if case .flexible(let weight) = lengthOf(child) { max(0, weight) } else { 0 }
        }
        let totalWeight = weights.reduce(0, +)
        for index in children.indices where lengths[index] == nil {
            if along.isFinite, totalWeight > 0 {
                lengths[index] = max(0, free) * weights[index] / totalWeight
            } else {
                let width = axis == .horizontal ? along : widths[index]!
                let natural = sizing.size(of: children[index], width: width, height: nil)
                lengths[index] = axis == .horizontal ? natural.x : natural.y
            }
        }
        return axis == .horizontal ? row(lengths: lengths.map { $0! }, room: room, sizing: sizing)
            : column(widths: widths.map { $0! }, heights: lengths.map { $0! },
                     below: children.indices.map { sizing.roomBelow(children[$0], width: widths[$0]!) }, room: room)
    }

    /// The frames of a row's children `lengths` wide, and the row's size: as high as its highest
    /// child, or as the room it is given; a child that fills or is flexible is stretched to
    /// that, one of fixed height is aligned in it.
    private func row(lengths: [Double], room: Vec2, sizing: StackSizing) -> (frames: [Rect], size: Vec2) {
        // A child stretched across a row of given height is measured at that height, so only
        // its text wrapping onto more lines makes the row higher.
        let stretches = children.map { $0.height == .fit && alignment == .fill || $0.height.isFlexible }
        let heights: [Double] = children.indices.map { index in
            let child = children[index]
            if case .space = child.content { return 0 }
            if case .fixed(let height) = child.height { return sizing.size(of: child, width: lengths[index], height: height).y }
            let given = stretches[index] && room.y.isFinite ? room.y : nil
            return sizing.size(of: child, width: lengths[index], height: given).y
        }
        let measured = heights.max() ?? 0
        let height = room.y.isFinite ? max(room.y, measured) : measured
        var x = 0.0, frames: [Rect] = []
        for index in children.indices {
            let childHeight = stretches[index] ? height : heights[index]
            frames.append(Rect(x: x, y: offset(of: childHeight, in: height), width: lengths[index], height: childHeight))
            x += lengths[index] + spacing
        }
        return (frames, Vec2(x - spacing, height))
    }

    /// The frames of a column's children `widths` wide and `heights` high, each followed by the
    /// room `below` it draws into, aligned across the room's width (or the widest child's, in
    /// unbounded room), and the column's size: as wide as the room when it fills, else as its
    /// widest child.
    private func column(widths: [Double], heights: [Double], below: [Double], room: Vec2) -> (frames: [Rect], size: Vec2) {
        let widest = widths.max() ?? 0
        let breadth = room.x.isFinite ? max(room.x, widest) : widest
        var y = 0.0, frames: [Rect] = []
        for (index, childWidth) in widths.enumerated() {
            frames.append(Rect(x: offset(of: childWidth, in: breadth), y: y, width: childWidth, height: heights[index]))
            y += heights[index] + below[index] + spacing
        }
        return (frames, Vec2(alignment == .fill ? breadth : widest, y - spacing))
    }

    /// A column child's width: fixed, the column's own when it fills or the child is flexible,
    /// else as wide as its content needs.
    private func crossWidth(of child: StackChild, room: Double, sizing: StackSizing) -> Double {
        if case .space = child.content { return 0 }
        return switch child.width {
        case .fixed(let width): width
        case .flexible: room
        case .fit: alignment == .fill ? room : min(room, sizing.size(of: child, width: room, height: nil).x)
        }
    }

    /// Where a child `length` across sits in the stack's `breadth`, by the alignment.
    private func offset(of length: Double, in breadth: Double) -> Double {
        switch alignment {
        case .fill, .start: 0
        case .center: ((breadth - length) / 2).rounded()
        case .end: breadth - length
        }
    }
}

extension StackLength {
    /// Whether it takes a share of the room left.
    var isFlexible: Bool { if case .flexible = self { true } else { false } }
}

extension Stack {
    /// This stack as a child of another.
    public var child: StackChild { StackChild(.stack(self)) }
    /// This stack as a child `height` canvas pixels high, or higher when its content needs it.
    public func height(_ height: Double) -> StackChild { child.height(height) }
    /// This stack as a child `width` canvas pixels wide.
    public func width(_ width: Double) -> StackChild { child.width(width) }
    /// This stack as a child taking a share, by `weight`, of the room left along the axis.
    public func flexible(_ weight: Double = 1) -> StackChild { child.flexible(weight) }
}
