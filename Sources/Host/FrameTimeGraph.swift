import Engine
import UI

/// The F2 overlay: the last frames' times as bars, with the 60 Hz budget marked.
package struct FrameTimeGraph {
    private var samples: [Double] = []

    package init() {}

    /// How many frames the graph shows.
    package static let capacity = 120
    /// The frame budget at 60 Hz, in milliseconds.
    package static let budget = 1000.0 / 60

    /// Adds one frame's time, in milliseconds.
    package mutating func add(milliseconds: Double) {
        samples.append(milliseconds)
        if samples.count > Self.capacity { samples.removeFirst(samples.count - Self.capacity) }
    }

    /// The median of the frames shown, in milliseconds.
    package var median: Double {
        guard !samples.isEmpty else { return 0 }
        return samples.sorted()[samples.count / 2]
    }

    /// Draws the graph in `frame` (canvas pixels).
    package func draw(in frame: Rect, into list: inout DrawList) {
        let scale = frame.height / (2 * Self.budget)
        list.fillRect(frame, Color(r: 0, g: 0, b: 0, a: 170))
        let barWidth = frame.width / Double(Self.capacity)
        for (i, ms) in samples.enumerated() {
            let h = min(frame.height, ms * scale)
            let color = ms > Self.budget ? Color.red : Color.green
            list.fillRect(Rect(x: frame.minX + Double(i) * barWidth, y: frame.maxY - h, width: barWidth, height: h), color)
        }
        let budgetY = frame.maxY - Self.budget * scale
        list.line(Vec2(frame.minX, budgetY), Vec2(frame.maxX, budgetY), .yellow, width: 1)
        let median = (self.median * 10).rounded() / 10
        list.text(HostStrings.frameMedian(milliseconds: median), at: Vec2(frame.minX + 8, frame.minY + 6), size: 18, color: .white)
    }
}
