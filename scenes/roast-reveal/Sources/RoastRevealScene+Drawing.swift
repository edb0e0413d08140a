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
    /// How much taller the near edge of the turning card looks than its middle (perspective).
    static let flipPerspective = 0.12

    public func draw(into list: inout DrawList, context: SceneContext, interpolation: Double) {
        list.clearColor = Self.theme.palette.background
        if state.screen == .generator, !state.showsControls, let card = state.card {
            drawSurface(into: &list, context: context)
            drawCard(card, into: &list, context: context, interpolation: interpolation)
        }
        // Confetti tumbles behind the widgets, so a sheet or dialog stays clear of it.
        drawConfetti(into: &list, context: context)
        treeShowingShareFailure(at: context.tick).draw(into: &list, state: state.ui, theme: Self.theme, typesetter: typesetter)
        if state.screen == .badges { drawBadgeTiles(into: &list) }
        if state.categorySheet.isVisible {
            drawTileEmoji(RoastTree.categoryGrid, into: &list) { RoastCategory.allCases[$0].emoji }
        }
        drawSharePreviews(into: &list)
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
        let width = size.x - 2 * pad
        // The whole roast picks the size, so the words keep their size as they type in.
        let style = Self.cardTextStyles.first {
            typesetter.layout(card.roast.text, style: $0, maxWidth: width).size.y <= Self.cardTextHeight
        } ?? Self.cardTextStyles.last!
        let words = typesetter.layout(card.shownText, style: style, maxWidth: width)
        let origin = Vec2(frame.minX + pad, frame.minY + pad + 56)
        words.draw(into: &list, at: origin, color: RoastTheme.cardText)
        if card.phase == .typing || (card.age / 30) % 2 == 0 {
            let caret = words.caret(at: words.clusterCount)
            list.fillRect(Rect(x: origin.x + caret.x + 2, y: origin.y + caret.top, width: 3, height: caret.height), RoastTheme.primary)
        }
        let brand = typesetter.layout(text("app.title"), style: Self.theme.caption, maxLines: 1)
        brand.draw(into: &list, at: Vec2(frame.maxX - pad - brand.size.x, frame.maxY - pad - brand.size.y), color: RoastTheme.primary)
    }

    /// The picture part of a grid tile's frame (above its caption).
    func picture(of tile: Rect) -> Rect {
        Rect(x: tile.minX, y: tile.minY, width: tile.width, height: tile.height - Self.theme.caption.lineHeight - 8)
    }

    /// `emoji(index)` over the picture of each tile of `grid` in sight, and `extra` after it.
    private func drawTileEmoji(_ grid: WidgetID, into list: inout DrawList, emoji: (Int) -> String,
                               extra: (Int, Rect, inout DrawList) -> Void = { _, _, _ in }) {
        guard let view = tree[grid] else { return }
        list.pushClip(view.frame)
        for widget in tree.widgets where widget.clip == grid {
            guard case .gridTile(_, let index, _) = widget.kind else { continue }
            let box = picture(of: widget.frame)
            let mark = typesetter.layout(emoji(index), style: Self.tileEmojiStyle)
            mark.draw(into: &list, at: Vec2(box.center.x - mark.size.x / 2, box.center.y - mark.size.y / 2 - 8), color: .white)
            extra(index, box, &list)
        }
        list.popClip()
    }

    /// The emoji on category cards and badge tiles.
    static let tileEmojiStyle = TextStyle(size: 56, lineHeight: 64)

    /// Each badge's medal or padlock, and a bar along the bottom of its picture showing how far it is.
    private func drawBadgeTiles(into list: inout DrawList) {
        let book = state.save.badges
        drawTileEmoji(RoastTree.badgeGrid, into: &list, emoji: { book.isUnlocked(Badge.all[$0]) ? "\u{1F3C5}" : "\u{1F512}" }) { index, box, list in
            let progress = book.progress(of: Badge.all[index])
            let track = Rect(x: box.minX + 16, y: box.maxY - 24, width: box.width - 32, height: 8)
            list.fillRoundedRect(track, radius: 4, Self.theme.palette.outline)
            if progress > 0 {
                list.fillRoundedRect(Rect(x: track.minX, y: track.minY, width: track.width * progress, height: 8), radius: 4, RoastTheme.accent)
            }
        }
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
