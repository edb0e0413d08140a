import Engine
import UI

/// The badges' grid tiles: each badge's medal or padlock inside a ring showing how far it is.
extension RoastRevealScene {
    /// The emoji inside a badge's ring.
    static let badgeEmojiStyle = TextStyle(size: 44, lineHeight: 52)
    /// The ring's band width, in canvas pixels.
    static let badgeRingWidth = 8.0
    /// How opaque a locked badge's padlock is, 0…1.
    static let lockedEmojiAlpha = 0.55

    /// A badge's tile content in `box`: unlocked, a medal in a full gold ring with a soft glow;
    /// locked, a dimmed padlock in a ring filled as far as the badge's progress.
    func drawBadge(_ badge: Badge, in box: Rect, into list: inout DrawList) {
        let book = state.save.badges, palette = Self.theme.palette
        let ring = ProgressRing(center: box.center, radius: min(box.width, box.height) / 2 - 18, width: Self.badgeRingWidth)
        let unlocked = book.isUnlocked(badge)
        if unlocked {
            list.fillCircle(box.center, radius: ring.radius + Self.badgeRingWidth, RoastTheme.accent.withAlpha(0.18))
            ring.draw(progress: 1, track: RoastTheme.accent, arc: RoastTheme.accent, into: &list)
        } else {
            ring.draw(progress: book.progress(of: badge), track: palette.outline, arc: RoastTheme.accent, into: &list)
        }
        let mark = typesetter.layout(unlocked ? "\u{1F3C5}" : "\u{1F512}", style: Self.badgeEmojiStyle)
        mark.draw(into: &list, at: box.center - mark.size / 2, color: Color.white.withAlpha(unlocked ? 1 : Self.lockedEmojiAlpha))
    }
}
