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
        drawConfetti(into: &list, context: context, interpolation: interpolation)
        treeShowingShareFailure(at: context.tick).draw(into: &list, state: state.ui, theme: Self.theme, typesetter: typesetter) { slot, list in
            self.drawContent(slot, into: &list)
        }
    }

    /// The scene's own content in the tree's slots: a category's emoji, a badge's ring, a share
    /// template's thumbnail and the chosen one's preview.
    func drawContent(_ slot: ContentSlot, into list: inout DrawList) {
        if slot.view == RoastTree.categoryGrid, let index = slot.index, RoastCategory.allCases.indices.contains(index) {
            let mark = typesetter.layout(RoastCategory.allCases[index].emoji, style: Self.tileEmojiStyle)
            mark.draw(into: &list, at: Vec2(slot.frame.center.x - mark.size.x / 2, slot.frame.center.y - mark.size.y / 2), color: .white)
        } else if slot.view == RoastTree.badgeGrid, let index = slot.index, Badge.all.indices.contains(index) {
            drawBadge(Badge.all[index], in: slot.frame, into: &list)
        } else if slot.view == RoastTree.shareTemplates || slot.id == RoastTree.sharePreview {
            drawShare(slot, into: &list)
        }
    }

    /// The shelf the card lands on.
    func drawSurface(into list: inout DrawList, context: SceneContext) {
        let y = RoastCard.surfaceY
        list.fillRoundedRect(Rect(x: RoastTree.margin, y: y, width: RoastTree.contentWidth, height: 12), radius: 6, Self.theme.palette.surface)
    }

    /// The card where its body is, turned by its flip, its face typing the roast in.
    private func drawCard(_ card: RoastCard, into list: inout DrawList, context: SceneContext, interpolation: Double) {
        let center = context.canvasPoint(context.physics.interpolatedPosition(of: card.body, alpha: interpolation))
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

    /// The emoji on category cards.
    static let tileEmojiStyle = TextStyle(size: 56, lineHeight: 64)

    /// The confetti from the last badge unlock.
    private func drawConfetti(into list: inout DrawList, context: SceneContext, interpolation: Double) {
        for piece in state.confetti {
            let p = context.canvasPoint(context.physics.interpolatedPosition(of: piece.body, alpha: interpolation))
            let a = -context.physics.interpolatedAngle(of: piece.body, alpha: interpolation)
            let u = Vec2(cos(a), sin(a)) * 9, v = Vec2(-sin(a), cos(a)) * 5
            list.fillPolygon([p - u - v, p + u - v, p + u + v, p - u + v], Self.confettiColours[piece.colour])
        }
    }
}
