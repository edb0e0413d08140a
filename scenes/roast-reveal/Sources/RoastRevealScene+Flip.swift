import Engine
import UI

/// The card turning over in perspective, and the labels its back and face share with the flat card.
extension RoastRevealScene {
    /// The card's corner radius, in canvas pixels.
    static let cardRadius = 28.0
    /// How far in from the back's edge its accent frame runs, in canvas pixels.
    static let cardBackInset = 16.0
    /// The card's shadow on the stage.
    static let cardShadow = Color(hex: 0x000000, alpha: 90)
    /// How squarely a side must face the camera for its words to show (cos 18°): text is drawn
    /// flat, so it waits until a flat drawing is close to what the camera sees.
    static let labelFacing = 0.95
    /// How much darker a side is edge on than flat on, 0…1 (it turns away from the light).
    static let turnShade = 0.35

    /// The card seen through `view`: its side in view as a projected outline (the near edge
    /// taller, the far one shorter), shaded as it turns away, the back's frame projected with
    /// it, and the side's words once it faces the camera squarely enough.
    func drawTurningCard(_ card: RoastCard, view: CardProjection, into list: inout DrawList) {
        var shadow = view.outline(radius: Self.cardRadius)
        for i in shadow.indices { shadow[i].y += 10 }
        list.fillPolygon(shadow, Self.cardShadow)
        let shade = Self.turnShade * (1 - view.facing)
        let side = view.showsFace ? RoastTheme.cardFace : RoastTheme.cardBack
        list.fillPolygon(view.outline(radius: Self.cardRadius), side.lerp(to: .black, shade))
        let alpha = min(max((view.facing - Self.labelFacing) / (1 - Self.labelFacing), 0), 1)
        if view.showsFace {
            if alpha > 0 { drawFaceLabels(card.roast, at: view.project, alpha: alpha, into: &list) }
        } else {
            list.strokePolygon(view.outline(inset: Self.cardBackInset, radius: Self.cardRadius - Self.cardBackInset),
                               RoastTheme.accent.lerp(to: .black, shade), width: 3)
            if alpha > 0 { drawBackMark(at: view.project(.zero), alpha: alpha, into: &list) }
        }
    }

    /// The back's flame and app name, centred on `center`.
    func drawBackMark(at center: Vec2, alpha: Double = 1, into list: inout DrawList) {
        let mark = typesetter.layout("\u{1F525} " + text("app.title"), style: Self.theme.headline)
        mark.draw(into: &list, at: center - mark.size / 2, color: Color.white.withAlpha(alpha))
    }

    /// The face's category, chillies and brand; `place` takes a point in card pixels from the
    /// card's centre (y down) to the canvas, and each label is centred where its centre lands.
    func drawFaceLabels(_ roast: Roast, at place: (Vec2) -> Vec2, alpha: Double = 1, into list: inout DrawList) {
        let half = RoastCard.size / 2, pad = Self.cardPadding
        let heading = typesetter.layout(text(roast.category.nameKey).uppercased(), style: Self.theme.caption, maxLines: 1)
        let chillies = typesetter.layout(RoastTree.chillies(roast.spice), style: Self.theme.caption, maxLines: 1)
        let brand = typesetter.layout(text("app.title"), style: Self.theme.caption, maxLines: 1)
        let labels = [(heading, Vec2(-half.x + pad + heading.size.x / 2, -half.y + pad + heading.size.y / 2), RoastTheme.primary),
                      (chillies, Vec2(half.x - pad - chillies.size.x / 2, -half.y + pad + chillies.size.y / 2), Color.white),
                      (brand, Vec2(half.x - pad - brand.size.x / 2, half.y - pad - brand.size.y / 2), RoastTheme.primary)]
        for (layout, centre, colour) in labels {
            layout.draw(into: &list, at: place(centre) - layout.size / 2, color: colour.withAlpha(alpha))
        }
    }
}
