import Engine
import Foundation
import UI

extension RoastRevealScene {
    /// The styles the roast's words on the card may take, the largest that fits first.
    static let cardTextStyles = [32, 28, 24, 20].map { TextStyle(weight: .semibold, size: $0, lineHeight: Double($0) * 1.375) }
    /// The height the roast's words have on the card, in canvas pixels.
    static let cardTextHeight = RoastCard.size.y - 56 - 2 * cardPadding - 48
    /// The card's inner margin, in canvas pixels.
    static let cardPadding = 32.0

    public func draw(into list: inout DrawList, context: SceneContext, interpolation: Double) {
        guard !isWidget else {
            drawWidget(into: &list)
            return
        }
        list.clearColor = Self.theme.palette.background
        if RoastTree.showsDaily(state), let daily = state.daily, let reveal = state.dailyReveal {
            drawDaily(daily, reveal: reveal, into: &list, context: context, interpolation: interpolation)
        } else if state.screen == .generator, !state.showsControls, let card = state.card {
            drawSurface(into: &list, context: context)
            drawCard(card, into: &list, context: context, interpolation: interpolation)
        }
        if let roast = RoastTree.openedRoast(state) { drawOpenedRoast(roast, into: &list, context: context) }
        // Confetti tumbles behind the widgets, so a sheet or dialog stays clear of it.
        drawConfetti(into: &list, context: context)
        treeShowingShareFailure(at: context.tick).draw(into: &list, state: state.ui, theme: Self.theme, typesetter: typesetter)
        if state.screen == .badges { drawBadgeTiles(into: &list) }
        if state.overlays.isVisible(RoastTree.categorySheet) {
            drawTileEmoji(RoastTree.categoryGrid, into: &list) { RoastCategory.allCases[$0].emoji }
        }
        drawSharePreviews(into: &list)
    }

    /// The shelf the card lands on.
    func drawSurface(into list: inout DrawList, context: SceneContext) {
        let y = RoastCard.surfaceY
        list.fillRoundedRect(Rect(x: RoastTree.margin, y: y, width: RoastTree.contentWidth, height: 12), radius: 6, Self.theme.palette.surface)
    }

    /// The card where its body is, turned by its flip, its face typing the roast in.
    private func drawCard(_ card: RoastCard, into list: inout DrawList, context: SceneContext, interpolation: Double) {
        let now = context.canvasPoint(context.physics.position(of: card.body))
        let center = card.previousCenter.lerp(to: now, interpolation)
        let size = RoastCard.size
        if card.phase == .flipping {
            // Between ticks the turn goes on from the last tick's angle to this one's.
            let ticks = min(max(Double(card.flipTicks) - 1 + interpolation, 0), Double(RoastCard.flipDuration))
            drawTurningCard(card, view: CardProjection(center: center, angle: Double.pi * ticks / Double(RoastCard.flipDuration)),
                            into: &list)
            return
        }
        let frame = Rect(center: center, size: size)
        list.fillRoundedRect(Rect(origin: frame.origin + Vec2(0, 10), size: frame.size), radius: Self.cardRadius, Self.cardShadow)
        guard card.phase != .dropping else {
            list.fillRoundedRect(frame, radius: Self.cardRadius, RoastTheme.cardBack)
            list.strokeRoundedRect(frame.insetBy(Self.cardBackInset), radius: Self.cardRadius - Self.cardBackInset, RoastTheme.accent, width: 3)
            drawBackMark(at: center, into: &list)
            return
        }
        drawCardFace(card.roast, shownText: card.shownText, in: frame,
                     showsCaret: card.phase == .typing || (card.age / 30) % 2 == 0, into: &list)
    }

    /// A roast opened from the library: its card at rest on the shelf, face up, all its words shown.
    private func drawOpenedRoast(_ roast: Roast, into list: inout DrawList, context: SceneContext) {
        drawSurface(into: &list, context: context)
        let frame = Rect(center: Vec2(RoastTree.canvas.width / 2, RoastCard.surfaceY - RoastCard.size.y / 2), size: RoastCard.size)
        list.fillRoundedRect(Rect(origin: frame.origin + Vec2(0, 10), size: frame.size), radius: Self.cardRadius, Self.cardShadow)
        drawCardFace(roast, shownText: roast.text, in: frame, showsCaret: false, into: &list)
    }

    /// The card's face in `frame`: its labels and `shownText` of `roast`'s words (sized for the
    /// whole roast), with the caret after them when `showsCaret`.
    private func drawCardFace(_ roast: Roast, shownText: String, in frame: Rect, showsCaret: Bool, into list: inout DrawList) {
        list.fillRoundedRect(frame, radius: Self.cardRadius, RoastTheme.cardFace)
        let pad = Self.cardPadding
        drawFaceLabels(roast, at: { frame.center + $0 }, into: &list)
        let width = RoastCard.size.x - 2 * pad
        // The whole roast picks the size, so the words keep their size as they type in.
        let style = Self.cardTextStyles.first {
            typesetter.layout(roast.text, style: $0, maxWidth: width).size.y <= Self.cardTextHeight
        } ?? Self.cardTextStyles.last!
        let words = typesetter.layout(shownText, style: style, maxWidth: width)
        let origin = Vec2(frame.minX + pad, frame.minY + pad + 56)
        words.draw(into: &list, at: origin, color: RoastTheme.cardText)
        if showsCaret {
            let caret = words.caret(at: words.clusterCount)
            list.fillRect(Rect(x: origin.x + caret.x + 2, y: origin.y + caret.top, width: 3, height: caret.height), RoastTheme.primary)
        }
    }

    /// The picture part of a grid tile's frame (above its caption).
    func picture(of tile: Rect) -> Rect {
        Rect(x: tile.minX, y: tile.minY, width: tile.width, height: tile.height - Self.theme.caption.lineHeight - 8)
    }

    /// `emoji(index)` over the picture of each tile of `grid` in sight.
    private func drawTileEmoji(_ grid: WidgetID, into list: inout DrawList, emoji: (Int) -> String) {
        guard let view = tree[grid] else { return }
        list.pushClip(view.frame)
        for widget in tree.widgets where widget.clip == grid {
            guard case .gridTile(_, let index, _) = widget.kind else { continue }
            let box = picture(of: widget.frame)
            let mark = typesetter.layout(emoji(index), style: Self.tileEmojiStyle)
            mark.draw(into: &list, at: Vec2(box.center.x - mark.size.x / 2, box.center.y - mark.size.y / 2 - 8), color: .white)
        }
        list.popClip()
    }

    /// The emoji on category cards.
    static let tileEmojiStyle = TextStyle(size: 56, lineHeight: 64)

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
