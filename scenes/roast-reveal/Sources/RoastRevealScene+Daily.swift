import Engine
import Foundation
import UI

/// The roast of the day in the app: the widget's crimson daily card, lying back up on the shelf,
/// turns over in perspective (as the roast card does) to show the day's roast, its category and
/// spice, and the streak.
extension RoastRevealScene {
    /// Ticks the daily card rests back up before it turns over.
    static let dailyRestTicks = 12
    /// Ticks from opening until the daily card lies face up.
    static var dailyRevealTicks: Int { dailyRestTicks + RoastCard.flipDuration }
    /// The styles the day's roast may take on the daily card, the largest that fits first.
    static let dailyTextSizes = 19...30

    /// Shows the roast of the day, worked out afresh for now, back up to turn over.
    func openDaily(context: SceneContext) {
        state.dailyMinute = Int64.min
        refreshDailyRoast(now: now(context))
        state.dailyReveal = 0
    }

    /// Back from the roast of the day to the generator.
    func closeDaily() {
        state.dailyReveal = nil
    }

    /// Moves the daily card's turn on one tick (one past the end, so the last step is drawn
    /// whole), and keeps its roast the day's, in the user's language.
    func stepDaily(context: SceneContext) {
        guard let reveal = state.dailyReveal else { return }
        if state.daily?.roast.language != state.language { state.dailyMinute = Int64.min }
        refreshDailyRoast(now: now(context))
        if reveal <= Self.dailyRevealTicks { state.dailyReveal = reveal + 1 }
    }

    /// The daily card on its shelf, back up, turning, or face up.
    func drawDaily(_ daily: DailyRoast, reveal: Int, into list: inout DrawList, context: SceneContext, interpolation: Double) {
        drawSurface(into: &list, context: context)
        let center = Vec2(RoastTree.canvas.width / 2, RoastCard.surfaceY - RoastCard.size.y / 2)
        let duration = Double(RoastCard.flipDuration)
        // Between ticks the turn goes on from the last tick's angle to this one's.
        let turned = reveal > Self.dailyRevealTicks ? duration
            : min(max(Double(reveal - Self.dailyRestTicks) - 1 + interpolation, 0), duration)
        let view = CardProjection(center: center, angle: Double.pi * turned / duration)
        var shadow = view.outline(radius: Self.cardRadius)
        for i in shadow.indices { shadow[i].y += 10 }
        list.fillPolygon(shadow, Self.cardShadow)
        let shade = Self.turnShade * (1 - view.facing)
        let outline = view.outline(radius: Self.cardRadius)
        if view.showsFace {
            Self.fillGradient(outline, from: RoastTheme.gradientStart.lerp(to: .black, shade),
                              to: RoastTheme.gradientEnd.lerp(to: .black, shade), into: &list)
            if turned >= duration { drawDailyFace(daily, in: Rect(center: center, size: RoastCard.size), into: &list) }
        } else {
            list.fillPolygon(outline, RoastTheme.cardBack.lerp(to: .black, shade))
            list.strokePolygon(view.outline(inset: Self.cardBackInset, radius: Self.cardRadius - Self.cardBackInset),
                               RoastTheme.accent.lerp(to: .black, shade), width: 3)
            let alpha = min(max((view.facing - Self.labelFacing) / (1 - Self.labelFacing), 0), 1)
            if alpha > 0 { drawBackMark(at: view.project(.zero), alpha: alpha, into: &list) }
        }
    }

    /// The daily card's face in `frame`, as the widget lays it out: the heading and date, the
    /// category and spice, the roast in the largest size that fits, and the streak along the
    /// bottom.
    private func drawDailyFace(_ daily: DailyRoast, in frame: Rect, into list: inout DrawList) {
        let pad = Self.cardPadding, width = frame.width - 2 * pad
        let heading = typesetter.layout("\u{1F525} " + daily.title(strings), style: Self.theme.caption, maxWidth: width, maxLines: 1)
        heading.draw(into: &list, at: Vec2(frame.minX + pad, frame.minY + pad - 6), color: Color.white.withAlpha(0.8))
        let subject = typesetter.layout(daily.subject(strings), style: Self.theme.headline, maxWidth: width, maxLines: 1)
        subject.draw(into: &list, at: Vec2(frame.minX + pad, frame.minY + pad + 26), color: .white)
        let strip = Rect(x: frame.minX, y: frame.maxY - Self.widgetStripHeight, width: frame.width, height: Self.widgetStripHeight)
        list.fillPolygon(Self.roundedBottom(strip, radius: Self.cardRadius), Color(hex: 0x000000, alpha: 70))
        let top = frame.minY + pad + 26 + subject.size.y + 10
        let box = Rect(x: frame.minX + pad, y: top, width: width, height: strip.minY - 12 - top)
        let words = FittedText(daily.roast.text, in: box, weight: .semibold, sizes: Self.dailyTextSizes, lineSpacing: 1.3,
                               alignment: .left, typesetter: typesetter)
        words.layout.draw(into: &list, at: box.origin, color: RoastTheme.cardFace)
        Self.dailyStreakText(daily.streakLine(strings), strip: strip, typesetter: typesetter).draw(into: &list, color: .white)
    }

    /// The streak line set in the daily card's bottom strip `strip`, in the largest size that fits
    /// (on two lines if need be).
    static func dailyStreakText(_ line: String, strip: Rect, typesetter: Typesetter) -> FittedText {
        let box = Rect(x: strip.minX + cardPadding, y: strip.minY + 8, width: strip.width - 2 * cardPadding, height: strip.height - 16)
        return FittedText(line, in: box, weight: .regular, sizes: 14...22, lineSpacing: 1.25, alignment: .left, typesetter: typesetter)
    }

    /// `polygon` (convex) filled with a gradient from `top` at its highest point to `bottom` at its lowest.
    static func fillGradient(_ polygon: [Vec2], from top: Color, to bottom: Color, into list: inout DrawList) {
        guard polygon.count >= 3 else { return }
        let ys = polygon.map(\.y)
        let low = ys.min()!, span = max(ys.max()! - low, 1)
        let vertices = polygon.map { MeshVertex(position: $0, color: top.lerp(to: bottom, ($0.y - low) / span)) }
        var indices: [Int32] = []
        for i in 1..<(polygon.count - 1) { indices += [0, Int32(i), Int32(i + 1)] }
        list.mesh(Mesh(vertices: vertices, indices: indices))
    }

    /// `rect` as a polygon with its bottom corners rounded by `radius`.
    static func roundedBottom(_ rect: Rect, radius: Double) -> [Vec2] {
        let r = min(radius, rect.height, rect.width / 2), steps = CardProjection.cornerSteps
        var points = [Vec2(rect.minX, rect.minY), Vec2(rect.maxX, rect.minY)]
        for (arc, start) in [(Vec2(rect.maxX - r, rect.maxY - r), 0.0), (Vec2(rect.minX + r, rect.maxY - r), Double.pi / 2)] {
            for step in 0...steps {
                let a = start + Double.pi / 2 * Double(step) / Double(steps)
                points.append(arc + Vec2(cos(a), sin(a)) * r)
            }
        }
        return points
    }
}
