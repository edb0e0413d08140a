import Engine

/// A scroll view of widgets the scene lays out itself: the scene places them in content px
/// (y from the content's top) and `widgets(_:state:)` moves them under the view's offset,
/// clips them to its frame, drops those scrolled out of sight and adds the scrollbar.
///
/// The view's offset and motion live in `UIState.scrolls[id]`; `UITree.handle` sizes them,
/// takes the wheel, drags, scrollbar and Page Up/Down/Home/End, and steps them each tick.
public struct ScrollView: Sendable, Hashable {
    /// The view's widget id, which keys its `UIState.scrolls` entry.
    public let id: WidgetID
    /// Where the view is on the canvas, px.
    public let frame: Rect
    /// What it scrolls.
    public let content: ScrollContent

    /// Makes a view `id` at `frame` (px on the canvas) scrolling `content`.
    public init(_ id: WidgetID, frame: Rect, content: ScrollContent) {
        self.id = id; self.frame = frame; self.content = content
    }

    /// A view of `contentHeight` px of widgets the scene places.
    public init(_ id: WidgetID, frame: Rect, contentHeight: Double) {
        self.init(id, frame: frame, content: ScrollContent(.plain(height: contentHeight)))
    }

    /// The view's offset in `state`: content px scrolled past its top.
    public func offset(in state: UIState) -> Double {
        min(max(0, content.height - frame.height), state.scrolls[id]?.offset ?? 0)
    }

    /// The view itself (first: its Tab stop and the target of drags on its empty parts).
    public var container: Widget { Widget(id, frame: frame, kind: .scrollView(content)) }

    /// The scrollbar (last, over the content), its thumb where `state` has scrolled.
    public func scrollBar(state: UIState) -> Widget {
        let scroll = state.scrolls[id] ?? ScrollState(contentExtent: content.height, viewportExtent: frame.height)
        let strip = Rect(x: frame.maxX - Widget.scrollBarWidth, y: frame.minY, width: Widget.scrollBarWidth, height: frame.height)
        return Widget(WidgetID("\(id)#bar"), frame: strip, kind: .scrollBar(of: id, thumb: scroll.thumb(trackLength: frame.height)))
    }

    /// The view, then `content` (widgets in content px) moved under the offset and clipped, less
    /// the labels wholly out of sight (controls stay, so Tab reaches and reveals them), then the
    /// scrollbar.
    public func widgets(_ content: [Widget], state: UIState) -> [Widget] {
        let offset = offset(in: state)
        var widgets = [container]
        for var widget in content {
            widget.frame.origin = Vec2(frame.minX + widget.frame.minX, frame.minY + widget.frame.minY - offset)
            guard widget.kind.isFocusable || (widget.frame.maxY > frame.minY && widget.frame.minY < frame.maxY) else { continue }
            widget.clip = id
            widgets.append(widget)
        }
        widgets.append(scrollBar(state: state))
        return widgets
    }

    /// Scrolls as little as it takes to show item `item` (a list's row or a grid's tile), below
    /// any sticky header: the scene's scroll-to-item.
    public func scroll(toItem item: Int, in state: inout UIState, animated: Bool = true) {
        guard let span = content.span(of: item) else { return }
        var scroll = state.scrolls[id] ?? ScrollState(contentExtent: content.height, viewportExtent: frame.height)
        scroll.setExtents(content: content.height, viewport: frame.height)
        scroll.reveal(span.start, span.end, leadingInset: span.leadingInset, animated: animated)
        state.scrolls[id] = scroll
    }
}
