import Engine
import Foundation
import UI

/// The roast-of-the-day widget (`widget=1`): the day's roast and the streak on a crimson card,
/// as a phone's home-screen widget shows them, a new roast once the user's midnight passes.
extension RoastRevealScene {
    /// The widget's canvas, in canvas pixels (shown at half size in its window).
    static let widgetCanvasSize = Vec2(720, 440)
    /// The widget's margin, in canvas pixels.
    static let widgetPadding = 36.0
    /// The height of the streak strip along the widget's bottom, in canvas pixels.
    static let widgetStripHeight = 76.0
    /// The styles the roast may take on the widget, the largest that fits first.
    static let widgetTextStyles = [30, 26, 22, 19].map { TextStyle(weight: .semibold, size: $0, lineHeight: Double($0) * 1.3) }

    /// `widget` as the parameter gives it: absent or 0 for the app, 1 for the widget.
    /// - Throws: `SceneParameterError` for anything else.
    static func isWidget(_ value: String?) throws -> Bool {
        switch value {
        case nil, "0": false
        case "1": true
        case let other?: throw SceneParameterError("widget", other, "is not 0 or 1")
        }
    }

    /// Works the roast of the day and the streak out again when the minute has changed, so the
    /// day rolls over at the user's midnight and the streak's hours count down.
    func refreshDailyRoast(now: Date) {
        let minute = Int64((now.timeIntervalSince1970 / 60).rounded(.down))
        guard minute != state.dailyMinute else { return }
        state.dailyMinute = minute
        state.daily = DailyRoast(save: state.save, now: now, timeZone: clock.timeZone, language: state.language, roaster: roaster)
    }

    /// The widget: the heading and date, the roast's category and spice, the roast sized to fit,
    /// and the streak along the bottom.
    func drawWidget(into list: inout DrawList) {
        let size = list.canvasSize, pad = Self.widgetPadding
        list.clearColor = RoastTheme.gradientEnd
        let top = RoastTheme.gradientStart, bottom = RoastTheme.gradientEnd
        list.mesh(Mesh(vertices: [MeshVertex(position: .zero, color: top), MeshVertex(position: Vec2(size.x, 0), color: top),
                                  MeshVertex(position: size, color: bottom), MeshVertex(position: Vec2(0, size.y), color: bottom)],
                       indices: [0, 1, 2, 0, 2, 3]))
        guard let daily = state.daily else { return }
        let width = size.x - 2 * pad
        let heading = typesetter.layout("\u{1F525} " + daily.title(strings), style: Self.theme.caption, maxWidth: width, maxLines: 1)
        heading.draw(into: &list, at: Vec2(pad, pad - 8), color: Color.white.withAlpha(0.8))
        let subject = typesetter.layout(daily.subject(strings), style: Self.theme.headline, maxWidth: width, maxLines: 1)
        subject.draw(into: &list, at: Vec2(pad, pad + 26), color: .white)
        let textTop = pad + 26 + subject.size.y + 10
        let room = size.y - Self.widgetStripHeight - 12 - textTop
        let style = Self.widgetTextStyles.first {
            typesetter.layout(daily.roast.text, style: $0, maxWidth: width).size.y <= room
        } ?? Self.widgetTextStyles.last!
        let words = typesetter.layout(daily.roast.text, style: style, maxWidth: width,
                                      maxLines: max(1, Int(room / style.lineHeight)))
        words.draw(into: &list, at: Vec2(pad, textTop), color: RoastTheme.cardFace)
        let strip = Rect(x: 0, y: size.y - Self.widgetStripHeight, width: size.x, height: Self.widgetStripHeight)
        list.fillRect(strip, Color(hex: 0x000000, alpha: 70))
        let streak = typesetter.layout(daily.streakLine(strings), style: Self.theme.body, maxWidth: width, maxLines: 1)
        streak.draw(into: &list, at: Vec2(pad, strip.center.y - streak.size.y / 2), color: .white)
    }
}
