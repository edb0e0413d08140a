import Engine

/// One child of a `Stack`: a widget, a stack inside it or empty room, and how wide and high
/// it is.
public struct StackChild: Sendable, Hashable {
    /// What the child holds.
    public indirect enum Content: Sendable, Hashable {
        /// A widget, its frame set where the stack places it.
        case widget(Widget)
        /// A stack laid out in the room the child gets.
        case stack(Stack)
        /// Nothing: room left empty.
        case space
    }

    /// What the child holds.
    public var content: Content
    /// How wide it is.
    public var width: StackLength
    /// How high it is.
    public var height: StackLength

    /// Makes a child holding `content`, `width` wide and `height` high.
    public init(_ content: Content, width: StackLength = .fit, height: StackLength = .fit) {
        self.content = content; self.width = width; self.height = height
    }

    /// `length` canvas pixels of empty room along the stack's axis.
    public static func space(_ length: Double) -> StackChild { StackChild(.space, width: .fixed(length), height: .fixed(length)) }

    /// Empty room taking a share, by `weight`, of what the other children leave.
    public static func flexibleSpace(_ weight: Double = 1) -> StackChild {
        StackChild(.space, width: .flexible(weight), height: .flexible(weight))
    }

    /// This child `width` wide.
    public func width(_ width: StackLength) -> StackChild { var child = self; child.width = width; return child }
    /// This child `width` canvas pixels wide.
    public func width(_ width: Double) -> StackChild { self.width(.fixed(width)) }
    /// This child `height` canvas pixels high, or higher when its text wraps to more lines.
    public func height(_ height: Double) -> StackChild { var child = self; child.height = .fixed(height); return child }
    /// This child taking a share, by `weight`, of the room a row or column leaves along its axis.
    public func flexible(_ weight: Double = 1) -> StackChild {
        var child = self; child.width = .flexible(weight); child.height = .flexible(weight); return child
    }
}

extension Widget {
    /// Makes widget `id` of `kind` for a stack to place (its frame is set where it is placed).
    public init(_ id: WidgetID, kind: WidgetKind, isEnabled: Bool = true, clip: WidgetID? = nil) {
        self.init(id, frame: Rect(x: 0, y: 0, width: 0, height: 0), kind: kind, isEnabled: isEnabled, clip: clip)
    }

    /// This widget as a stack's child.
    public var child: StackChild { StackChild(.widget(self)) }
    /// This widget as a stack's child `width` wide.
    public func width(_ width: StackLength) -> StackChild { child.width(width) }
    /// This widget as a stack's child `width` canvas pixels wide.
    public func width(_ width: Double) -> StackChild { child.width(width) }
    /// This widget as a stack's child `height` canvas pixels high, or higher when its text wraps.
    public func height(_ height: Double) -> StackChild { child.height(height) }
    /// This widget as a stack's child taking a share, by `weight`, of the room left along the axis.
    public func flexible(_ weight: Double = 1) -> StackChild { child.flexible(weight) }
}
