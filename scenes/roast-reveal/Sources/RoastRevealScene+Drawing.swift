import Engine
import Foundation
import UI

extension RoastRevealScene {
    /// The style of the roast's words on the card.
    static let cardTextStyle = TextStyle(weight: .semibold, size: 32, lineHeight: 44)
    /// The card's inner margin, in canvas pixels.
    static let cardPadding = 32.0
    /// How much taller the near edge of the turning card looks than its middle (perspective).
    static let flipPerspective = 0.12

    public func draw(into list: inout DrawList, context: SceneContext, interpolation: Double) {
        list.clearColor = Self.theme.palette.background
        if state.screen == .generator, !state.showsControls, let card = state.card {
            drawSurface(into: &list, context: context)
            drawCard(card, into: &list, context: context, interpolation: interpolation)
        }
        tree.draw(into: &list, state: state.ui, theme: Self.theme, typesetter: typesetter)
        if state.screen == .badges, !state.hasOpenLayer { drawBadgeProgress(into: &list) }
        drawConfetti(into: &list, context: context)
    }

    /// The shelf the card lands on.
    private func drawSurface(into list: inout DrawList, context: SceneContext) {
        let y = RoastCard.surfaceY
        list.fillRoundedRect(Rect(x: RoastTree.margin, y: y, width: RoastTree.contentWidth, height: 12), radius: 6, Self.theme.palette.surface)
    }

    /// The card where its body is, turned by its flip, its face typing the roast in.
    private func drawCard(_ card: RoastCard, into list: inout DrawList, context: SceneContext, interpolation: Double) {
        let now = context.canvasPoint(context.physics.position(of: card.body))
        let center = card.previousCenter.lerp(to: now, interpolation)
        let size = RoastCard.size
        let angle = card.flipAngle
        if card.phase == .flipping {
            // The turn: the card's width squashed by cos(angle), the nearer edge taller.
            let halfWidth = size.x / 2 * abs(cos(angle))
            let lift = sin(angle) * Self.flipPerspective
            let left = size.y / 2 * (1 + lift), right = size.y / 2 * (1 - lift)
            let quad = [Vec2(center.x - halfWidth, center.y - left), Vec2(center.x + halfWidth, center.y - right),
                        Vec2(center.x + halfWidth, center.y + right), Vec2(center.x - halfWidth, center.y + left)]
            list.fillPolygon(quad, angle < .pi / 2 ? RoastTheme.cardBack : RoastTheme.cardFace)
            list.strokePolygon(quad, RoastTheme.accent, width: 3)
            return
        }
        let frame = Rect(center: center, size: size)
        list.fillRoundedRect(Rect(origin: frame.origin + Vec2(0, 10), size: frame.size), radius: 28, Color(hex: 0x000000, alpha: 90))
        guard card.phase != .dropping else {
            list.fillRoundedRect(frame, radius: 28, RoastTheme.cardBack)
            list.strokeRoundedRect(frame.insetBy(16), radius: 20, RoastTheme.accent, width: 3)
            let mark = typesetter.layout("\u{1F525} " + text("app.title"), style: Self.theme.headline)
            mark.draw(into: &list, at: Vec2(center.x - mark.size.x / 2, center.y - mark.size.y / 2), color: .white)
            return
        }
        list.fillRoundedRect(frame, radius: 28, RoastTheme.cardFace)
        let pad = Self.cardPadding
        let heading = typesetter.layout(text(card.roast.category.nameKey).uppercased(), style: Self.theme.caption, maxLines: 1)
        heading.draw(into: &list, at: Vec2(frame.minX + pad, frame.minY + pad), color: RoastTheme.primary)
        let chillies = typesetter.layout(RoastTree.chillies(card.roast.spice), style: Self.theme.caption, maxLines: 1)
        chillies.draw(into: &list, at: Vec2(frame.maxX - pad - chillies.size.x, frame.minY + pad), color: .white)
        let words = typesetter.layout(card.shownText, style: Self.cardTextStyle, maxWidth: size.x - 2 * pad)
        let origin = Vec2(frame.minX + pad, frame.minY + pad + 56)
        words.draw(into: &list, at: origin, color: RoastTheme.cardText)
        if card.phase == .typing || (card.age / 30) % 2 == 0 {
            let caret = words.caret(at: words.clusterCount)
            list.fillRect(Rect(x: origin.x + caret.x + 2, y: origin.y + caret.top, width: 3, height: caret.height), RoastTheme.primary)
        }
        let brand = typesetter.layout(text("app.title"), style: Self.theme.caption, maxLines: 1)
        brand.draw(into: &list, at: Vec2(frame.maxX - pad - brand.size.x, frame.maxY - pad - brand.size.y), color: RoastTheme.primary)
    }

    /// A bar along the bottom of each badge's picture showing how far it is.
    private func drawBadgeProgress(into list: inout DrawList) {
        let grid = RoastTree.badgeGridView(for: state)
        list.pushClip(grid.view.frame)
        for item in grid.visibleTiles(in: state.ui) {
            let badge = Badge.all[item.index]
            let progress = state.save.badges.progress(of: badge)
            let track = Rect(x: item.frame.minX + 16, y: item.frame.maxY - Self.theme.caption.lineHeight - 28,
                             width: item.frame.width - 32, height: 8)
            list.fillRoundedRect(track, radius: 4, Self.theme.palette.outline)
            if progress > 0 {
                list.fillRoundedRect(Rect(x: track.minX, y: track.minY, width: track.width * progress, height: 8), radius: 4, RoastTheme.accent)
            }
        }
        list.popClip()
    }

    /// The confetti from the last badge unlock.
    private func drawConfetti(into list: inout DrawList, context: SceneContext) {
        for piece in state.confetti {
            let p = context.canvasPoint(context.physics.position(of: piece.body))
            let a = -context.physics.angle(of: piece.body)
            let u = Vec2(cos(a), sin(a)) * 9, v = Vec2(-sin(a), cos(a)) * 5
            list.fillPolygon([p - u - v, p + u - v, p + u + v, p - u + v], Self.confettiColours[piece.colour])
        }
    }
}
