import Engine
import Foundation

/// Drawing (reads state only): the shelf, the jar's back glass, the stickers, the front glass,
/// then the controls and whichever overlay is up.
extension StickerJarScene {
    enum Palette {
        static let background = Color(hex: 0x2A2230)
        static let shelf = Color(hex: 0x8A5A3C)
        static let ink = Color(hex: 0xF4ECE1)
        static let muted = Color(hex: 0xB9AEB8)
        static let button = Color(hex: 0x4A3B52)
        static let accent = Color(hex: 0xF2A65A)
        static let paper = Color(hex: 0xFFF8EC)
        static let paperInk = Color(hex: 0x3A2E3F)
        static let nutrients = [Color(hex: 0xF2A65A), Color(hex: 0x7BC47F), Color(hex: 0xF6D55C), Color(hex: 0xE7798A)]
    }

    public func draw(into list: inout DrawList, context: SceneContext, interpolation: Double) {
        list.clearColor = Palette.background
        list.fillRect(Rect(x: 0, y: context.canvasSize.y - 52, width: context.canvasSize.x, height: 52), Palette.shelf)
        // The glass and the stickers move together with the jolt.
        let view = Affine2D(translation: state.wobble.offset(interpolation: interpolation), rotation: 0)
            * context.physicsView

        drawGlass(backTexture, into: &list, view: view, context: context)
        list.onLayer(1) { list in drawStickers(into: &list, view: view, context: context, interpolation: interpolation) }
        list.onLayer(2) { list in drawGlass(frontTexture, into: &list, view: view, context: context) }
        list.onLayer(10) { list in drawControls(into: &list, context: context) }
        if state.pickerOpen { list.onLayer(20) { list in drawPicker(into: &list) } }
        if let card = state.card { list.onLayer(25) { list in drawCard(card, into: &list, context: context) } }
        if state.confirmingClear { list.onLayer(30) { list in drawConfirm(into: &list, context: context) } }
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
            let position = sticker.previousPosition.lerp(to: context.physics.position(of: sticker.body), interpolation)
            let angle = sticker.previousAngle + (context.physics.angle(of: sticker.body) - sticker.previousAngle) * interpolation
            // A new sticker pops in over its first ten ticks; a held one is lifted a little.
            var scale = 1.0
            if let arrival = sticker.arrivalTick {
                let age = Double(context.tick - arrival) + interpolation
                if age < 10 { scale = Self.easeOutBack(age / 10) }
            }
            if state.grab?.body == sticker.body { scale *= 1.08 }
            list.sprite(Sprite(texture: sticker.art.texture, center: view.apply(position), size: sticker.art.size * ppm,
                               rotation: -angle, scale: Vec2(scale, scale)))
        }
    }

    private func drawControls(into list: inout DrawList, context: SceneContext) {
        list.text(StickerJarStrings.title, at: Vec2(360, 22), size: 44, color: Palette.ink, alignment: .center, bold: true)
        let n = count(context)
        let subtitle = n == 0 ? StickerJarStrings.emptyJar : StickerJarStrings.stickerCount(n)
        list.text(subtitle, at: Vec2(360, 74), size: 22, color: Palette.muted, alignment: .center)
        button(StickerJarStrings.addSticker, Layout.addButton, into: &list, highlighted: true)
        button(StickerJarStrings.shake, Layout.shakeButton, into: &list)
        button(StickerJarStrings.clearJar, Layout.clearButton, into: &list)
        list.text(StickerJarStrings.footerHint,
                  at: Vec2(360, context.canvasSize.y - 38), size: 17, color: Palette.ink, alignment: .center)
        if let message = state.message {
            let box = Rect(x: 60, y: 1110, width: 600, height: 64)
            list.fillPolygon(Self.roundedRect(box, radius: 18), Color(hex: 0x18141B, alpha: 230))
            list.text(message.text, at: Vec2(360, box.minY + 18), size: 22, color: Palette.ink, alignment: .center,
                      wrapWidth: box.width - 30)
        }
    }

    private func button(_ title: String, _ rect: Rect, into list: inout DrawList, highlighted: Bool = false) {
        list.fillPolygon(Self.roundedRect(rect, radius: 16), highlighted ? Palette.accent : Palette.button)
        list.text(title, at: Vec2(rect.center.x, rect.minY + 14), size: 24,
                  color: highlighted ? Palette.paperInk : Palette.ink, alignment: .center, bold: true)
    }

    private func drawPicker(into list: inout DrawList) {
        list.fillRect(Rect(x: 0, y: 0, width: 720, height: 1280), Color(hex: 0x000000, alpha: 140))
        list.fillPolygon(Self.roundedRect(Layout.picker, radius: 28), Palette.paper)
        list.text(StickerJarStrings.pickerTitle, at: Vec2(360, Layout.picker.minY + 26), size: 36, color: Palette.paperInk,
                  alignment: .center, bold: true)
        list.text(StickerJarStrings.pickerHint, at: Vec2(360, Layout.picker.minY + 70), size: 20,
                  color: Palette.paperInk.withAlpha(0.7), alignment: .center)
        for (index, food) in catalog.foods.prefix(Layout.pickerColumns * Layout.pickerRows).enumerated() {
            let cell = Layout.pickerCellRect(index)
            if index == state.pickerSelection {
                list.fillPolygon(Self.roundedRect(cell.insetBy(4), radius: 14), Palette.accent.withAlpha(0.35))
                list.strokePolygon(Self.roundedRect(cell.insetBy(4), radius: 14), Palette.accent, width: 3)
            }
            if let art = state.library[food.id] {
                let fit = 70 / max(art.size.x, art.size.y)
                list.sprite(Sprite(texture: art.texture, center: Vec2(cell.center.x, cell.minY + 44), size: art.size * fit))
            }
            list.text(food.name, at: Vec2(cell.center.x, cell.minY + 84), size: 15, color: Palette.paperInk,
                      alignment: .center)
        }
        button(StickerJarStrings.cancel, Layout.pickerCancel, into: &list)
    }

    private func drawConfirm(into list: inout DrawList, context: SceneContext) {
        list.fillRect(Rect(x: 0, y: 0, width: 720, height: 1280), Color(hex: 0x000000, alpha: 150))
        list.fillPolygon(Self.roundedRect(Layout.confirm, radius: 28), Palette.paper)
        list.text(StickerJarStrings.confirmClearTitle, at: Vec2(360, Layout.confirm.minY + 40), size: 38, color: Palette.paperInk,
                  alignment: .center, bold: true)
        let n = count(context)
        list.text(StickerJarStrings.confirmClearDetail(n),
                  at: Vec2(360, Layout.confirm.minY + 104), size: 24, color: Palette.paperInk, alignment: .center,
                  wrapWidth: Layout.confirm.width - 80)
        button(StickerJarStrings.keepThem, Layout.cancelButton, into: &list)
        button(StickerJarStrings.emptyJarButton, Layout.confirmButton, into: &list, highlighted: true)
    }

    /// Where a card's sections sit, in canvas pixels below the card's top.
    private struct CardRows {
        var picture: Double, pictureSide: Double, title: Double, subtitle: Double, chips: Double, fact: Double, tip: Double
        static let known = CardRows(picture: 180, pictureSide: 300, title: 340, subtitle: 400, chips: 445, fact: 590,
                                    tip: 0)
        static let mystery = CardRows(picture: 120, pictureSide: 180, title: 235, subtitle: 290, chips: 360, fact: 545,
                                      tip: 690)
    }

    private func drawCard(_ card: DetailCard, into list: inout DrawList, context: SceneContext) {
        let p = card.progress
        let eased = card.phase == .closing ? p : Self.easeOutBack(p)
        list.fillRect(Rect(x: 0, y: 0, width: 720, height: 1280), Color(hex: 0x000000, alpha: UInt8(150 * p)))
        let dy = (1 - eased) * 360
        let r = Rect(origin: Layout.card.origin + Vec2(0, dy), size: Layout.card.size)
        let fade = min(1, p * 1.6)
        list.fillPolygon(Self.roundedRect(r, radius: 32), Palette.paper.withAlpha(fade))

        let art = card.art
        let content = CardContent(art: art, knownFoods: catalog.foods.count)
        // A mystery snack's card has more to say (a longer line under its title, a note and a
        // tip), so its picture is smaller and every section sits higher.
        let mystery = !content.tip.isEmpty
        let y = mystery ? CardRows.mystery : CardRows.known
        let fit = y.pictureSide / max(art.size.x, art.size.y)
        list.sprite(Sprite(texture: art.texture, center: Vec2(360, r.minY + y.picture), size: art.size * fit, alpha: fade))
        let ink = Palette.paperInk.withAlpha(fade)
        list.text(content.title, at: Vec2(360, r.minY + y.title), size: 46, color: ink, alignment: .center, bold: true)
        list.text(content.subtitle, at: Vec2(360, r.minY + y.subtitle), size: 22, color: ink.withAlpha(0.7),
                  alignment: .center, wrapWidth: 540)
        let chipsY = r.minY + y.chips
        for (i, nutrient) in content.nutrients.enumerated() {
            let chip = Rect(x: r.minX + 30 + Double(i) * 142, y: chipsY, width: 130, height: 110)
            list.fillPolygon(Self.roundedRect(chip, radius: 18), Palette.nutrients[i % 4].withAlpha(0.35 * fade))
            list.text(nutrient.value, at: Vec2(chip.center.x, chip.minY + (mystery ? 24 : 18)), size: mystery ? 24 : 32,
                      color: ink, alignment: .center, bold: true)
            list.text(nutrient.label, at: Vec2(chip.center.x, chip.minY + 66), size: 20, color: ink, alignment: .center)
        }
        if !content.nutritionNote.isEmpty {
            list.text(content.nutritionNote, at: Vec2(360, chipsY + 122), size: 18, color: ink.withAlpha(0.7),
                      alignment: .center, wrapWidth: 560)
        }
        let factY = r.minY + y.fact
        list.text(StickerJarStrings.funFact, at: Vec2(360, factY), size: 26, color: ink, alignment: .center, bold: true)
        list.text(content.fact, at: Vec2(360, factY + 40), size: mystery ? 23 : 26, color: ink, alignment: .center,
                  wrapWidth: 540)
        if !content.tip.isEmpty {
            list.text(content.tip, at: Vec2(360, r.minY + y.tip), size: 19, color: ink.withAlpha(0.8), alignment: .center,
                      wrapWidth: 540)
        }
        list.text(StickerJarStrings.closeCard, at: Vec2(360, r.maxY - 56), size: 20, color: ink.withAlpha(0.6),
                  alignment: .center)
    }

    // MARK: - Helpers

    /// 0 → 0 and 1 → 1, overshooting a little on the way (a springy arrival).
    static func easeOutBack(_ t: Double) -> Double {
        let c = 1.7, u = t - 1
        return 1 + (c + 1) * u * u * u + c * u * u
    }

    /// The corners of `rect` with rounded corners of `radius`, as a polygon.
    static func roundedRect(_ rect: Rect, radius: Double) -> [Vec2] {
        let r = min(radius, rect.width / 2, rect.height / 2)
        let centres = [Vec2(rect.maxX - r, rect.minY + r), Vec2(rect.maxX - r, rect.maxY - r),
                       Vec2(rect.minX + r, rect.maxY - r), Vec2(rect.minX + r, rect.minY + r)]
        var points: [Vec2] = []
        for (corner, centre) in centres.enumerated() {
            for step in 0...5 {
                let angle = (Double(corner) - 1 + Double(step) / 5) * .pi / 2
                points.append(centre + Vec2(cos(angle), sin(angle)) * r)
            }
        }
        return points
    }
}
