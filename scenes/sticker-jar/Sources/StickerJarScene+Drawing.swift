import Engine
import Foundation
import UI

/// Drawing (reads state only): the shelf, the jar's back glass, the stickers, the front glass,
/// then the title, the kit's widgets and whichever layer is up.
extension StickerJarScene {
    private typealias Palette = JarTheme.Colors

    public func draw(into list: inout DrawList, context: SceneContext, interpolation: Double) {
        list.clearColor = Palette.background
        list.fillRect(Rect(x: 0, y: context.canvasSize.y - 52, width: context.canvasSize.x, height: 52), Palette.shelf)
        // The glass and the stickers move together with the jolt.
        let view = Affine2D(translation: state.wobble.offset(interpolation: interpolation), rotation: 0)
            * context.physicsView

        drawGlass(backTexture, into: &list, view: view, context: context)
        list.onLayer(1) { list in drawStickers(into: &list, view: view, context: context, interpolation: interpolation) }
        list.onLayer(2) { list in drawGlass(frontTexture, into: &list, view: view, context: context) }
        list.onLayer(10) { list in drawTitle(into: &list, context: context) }
        drawWidgets(into: &list)
    }

    private func drawGlass(_ texture: TextureID, into list: inout DrawList, view: Affine2D, context: SceneContext) {
        guard let image = context.assets.image(for: texture) else { return }
        let size = Vec2(Double(image.width), Double(image.height))
        let origin = view.apply(.zero)
        list.sprite(Sprite(texture: texture, center: origin + size / 2 - jar.art.origin, size: size))
    }

    private func drawStickers(into list: inout DrawList, view: Affine2D, context: SceneContext, interpolation: Double) {
        let ppm = jar.pixelsPerMetre
        context.registry.view(Sticker.self).forEach { _, sticker in
            // Every sticker's art is made (and kept in the library) before its body.
            guard let art = state.library[sticker.artKey] else { return }
            let position = context.physics.interpolatedPosition(of: sticker.body, alpha: interpolation)
            let angle = context.physics.interpolatedAngle(of: sticker.body, alpha: interpolation)
            // A new sticker pops in over its first ten ticks; a held one is lifted a little.
            var scale = 1.0
            if let arrival = sticker.arrivalTick {
                let age = Double(context.tick - arrival) + interpolation
                if age < 10 { scale = Self.easeOutBack(age / 10) }
            }
            if state.grab?.body == sticker.body { scale *= 1.08 }
            list.sprite(Sprite(texture: art.texture, center: view.apply(position), size: art.size * ppm,
                               rotation: -angle, scale: Vec2(scale, scale)))
        }
    }

    private func drawTitle(into list: inout DrawList, context: SceneContext) {
        list.text(StickerJarStrings.title, at: Vec2(360, 22), size: 44, color: Palette.ink, alignment: .center, bold: true)
        let n = count(context)
        let subtitle = n == 0 ? StickerJarStrings.emptyJar : StickerJarStrings.stickerCount(n)
        list.text(subtitle, at: Vec2(360, 74), size: 22, color: Palette.muted, alignment: .center)
        list.text(StickerJarStrings.footerHint,
                  at: Vec2(360, context.canvasSize.y - 38), size: 17, color: Palette.ink, alignment: .center)
    }

    /// The title and the line under it, and the widgets.
    public func occupiedRegions(context: SceneContext) -> [Rect] {
        [Rect(x: 0, y: 22, width: context.canvasSize.x, height: 80)] + tree.occupiedRegions
    }

    /// The kit's widgets, each part on its own draw layer: the buttons in the room's look, each
    /// kit layer on paper (the card with its picture and nutrition over it), the toast on top.
    private func drawWidgets(into list: inout DrawList) {
        var parts: [(drawLayer: Int, theme: Theme, widgets: [Widget])] = [(10, JarTheme.room, [])]
        for widget in tree.widgets {
            if widget.id == JarTree.toast {
                parts.append((40, JarTheme.room, []))
            } else if case .layer = widget.kind {
                parts.append((Self.drawLayer(of: widget.id), JarTheme.paper, []))
            }
            parts[parts.count - 1].widgets.append(widget)
        }
        for part in parts where !part.widgets.isEmpty {
            list.onLayer(part.drawLayer) { list in
                UITree(part.widgets).draw(into: &list, state: state.ui, theme: part.theme, typesetter: typesetter) { slot, list in
                    if slot.id == JarTree.cardArt, let card = self.state.card { self.drawCardArt(card, in: slot.frame, into: &list) }
                }
            }
        }
    }

    /// The draw layer of the kit layer `id`: the picker under a card under the clear prompt.
    private static func drawLayer(of id: WidgetID) -> Int {
        switch id {
        case JarTree.picker: 20
        case JarTree.card: 25
        default: 30
        }
    }

    /// A card's picture and nutrition chips in its frame `r`, faded in with it.
    private func drawCardArt(_ card: DetailCard, in r: Rect, into list: inout DrawList) {
        guard let art = card.art else { return }
        let fade = state.overlays[JarTree.card].presence
        let facts = facts(of: art)
        let content = CardContent(facts: facts, image: art.image)
        let rows = JarTree.Rows.of(facts)
        let fit = rows.pictureSide / max(art.size.x, art.size.y)
        list.sprite(Sprite(texture: art.texture, center: Vec2(r.center.x, r.minY + rows.picture), size: art.size * fit,
                           alpha: fade))
        let ink = Palette.paperInk.withAlpha(fade)
        for (i, nutrient) in content.nutrients.enumerated() {
            let chip = Rect(x: r.minX + 30 + Double(i) * 142, y: r.minY + rows.chips, width: 130, height: JarTree.Rows.chipHeight)
            list.fillRoundedRect(chip, radius: 18, Palette.nutrients[i % 4].withAlpha(0.35 * fade))
            list.text(nutrient.value, at: Vec2(chip.center.x, chip.minY + 18), size: 32,
                      color: ink, alignment: .center, bold: true)
            list.text(nutrient.label, at: Vec2(chip.center.x, chip.minY + 66), size: 20, color: ink, alignment: .center)
        }
    }

    // MARK: - Helpers

    /// 0 → 0 and 1 → 1, overshooting a little on the way (a springy arrival).
    static func easeOutBack(_ t: Double) -> Double {
        let c = 1.7, u = t - 1
        return 1 + (c + 1) * u * u * u + c * u * u
    }
}
