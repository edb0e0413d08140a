import Engine

/// Where the parts of a widget are, shared by input and drawing so they always agree.
extension Widget {
    /// The size of a switch's track, in canvas pixels.
    public static let switchSize = Vec2(80, 48)

    /// The track of a switch: a pill at the right of its row, in canvas pixels.
    public var switchTrack: Rect {
        let size = Self.switchSize
        return Rect(x: frame.maxX - size.x, y: frame.center.y - size.y / 2, width: size.x, height: size.y)
    }

    /// The frame of option `index` of a segmented control of `count` options.
    public func segmentFrame(_ index: Int, of count: Int) -> Rect {
        let width = frame.width / Double(max(1, count))
        return Rect(x: frame.minX + Double(index) * width, y: frame.minY, width: width, height: frame.height)
    }

    /// The option of `count` equal segments across the frame that `point` is over.
    func segmentIndex(at point: Vec2, of count: Int) -> Int {
        let width = frame.width / Double(max(1, count))
        return min(max(Int(((point.x - frame.minX) / width).rounded(.down)), 0), count - 1)
    }

    /// A stepper's − button (the square at its left end).
    public var decrementFrame: Rect { Rect(x: frame.minX, y: frame.minY, width: frame.height, height: frame.height) }
    /// A stepper's + button (the square at its right end).
    public var incrementFrame: Rect {
        Rect(x: frame.maxX - frame.height, y: frame.minY, width: frame.height, height: frame.height)
    }

    /// The centre of a rating's dot `index` of `maximum`, each in an equal share of the frame.
    public func dotCenter(_ index: Int, of maximum: Int) -> Vec2 {
        let share = frame.width / Double(max(1, maximum))
        return Vec2(frame.minX + (Double(index) + 0.5) * share, frame.center.y)
    }

    /// A slider thumb's radius, in canvas pixels.
    public static let thumbRadius = 16.0

    /// The left and right ends of a slider's track, where its thumb's centre can go (x, canvas pixels).
    public var trackSpan: ClosedRange<Double> { (frame.minX + Self.thumbRadius)...(frame.maxX - Self.thumbRadius) }

    /// Which part of the widget `point` is on: a segment, a dot, a stepper's − or +, or `whole`.
    func partIndex(at point: Vec2) -> Int {
        switch kind {
        case .segmented(let options, _):
            return segmentIndex(at: point, of: options.count)
        case .tabBar(let items, _):
            return segmentIndex(at: point, of: items.count)
        case .rating(_, let maximum):
            let share = frame.width / Double(max(1, maximum))
            return min(max(Int(((point.x - frame.minX) / share).rounded(.down)), 0), maximum - 1)
        case .stepper:
            if point.x < frame.minX + frame.height { return WidgetPart.decrement }
            if point.x > frame.maxX - frame.height { return WidgetPart.increment }
            return WidgetPart.whole
        default:
            return WidgetPart.whole
        }
    }
}
