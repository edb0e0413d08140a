import Foundation
import Engine

extension VectorPack {
    /// Campy glamour: gems, lipstick, tiaras, wings, disco balls, butterflies.
    static let glam: VectorPack = {
        typealias G = Outline
        let wing = G.path([0, 0, -0.3, -0.7, -0.7, -0.9, -0.95, -0.6, -0.85, -0.2, -0.95, 0.2, -0.6, 0.5, -0.25, 0.35])
        let stickers = [
            VectorSticker("glam.gem", [
                layer(G.path([-0.5, -0.6, 0.5, -0.6, 0.9, -0.2, 0, 0.9, -0.9, -0.2]), 0x4CC9F0),
                layer(G.path([-0.5, -0.6, 0.5, -0.6, 0.3, -0.2, -0.3, -0.2]), 0xA2E8FF),
                layer(G.path([-0.3, -0.2, 0.3, -0.2, 0, 0.9]), 0x3A86FF)]),
            VectorSticker("glam.lipstick", [
                layer(G.roundedRect(-0.35, 0.15, 0.35, 0.95, radius: 0.06), 0x22223B),
                layer(G.roundedRect(-0.28, -0.15, 0.28, 0.18, radius: 0.03), 0xFFC300),
                layer(G.path([-0.22, -0.15, -0.22, -0.65, 0.22, -0.9, 0.22, -0.15]), 0xD00000)]),
            VectorSticker("glam.tiara", [
                layer(G.band(Vec2(0, 0.9), inner: 0.75, outer: 0.9, from: 1.15 * .pi, to: 1.85 * .pi), 0xCED4DA),
                layer(G.path([-0.7, 0.25, -0.5, -0.2, -0.3, 0.1, 0, -0.6, 0.3, 0.1, 0.5, -0.2, 0.7, 0.25, 0, 0.12]), 0xE9ECEF),
                layer(G.path([0, -0.3, 0.12, -0.1, 0, 0.08, -0.12, -0.1]), 0xF72585),
                layer(G.circle(Vec2(-0.5, -0.05), 0.07), 0x4CC9F0), layer(G.circle(Vec2(0.5, -0.05), 0.07), 0x4CC9F0)]),
            VectorSticker("glam.wings", [layer(wing, 0xF8F9FA), layer(G.mirrored(wing), 0xF8F9FA),
                                         layer(G.ellipse(Vec2(-0.45, -0.3), 0.25, 0.12, turn: 0.6), 0xDEE2E6),
                                         layer(G.ellipse(Vec2(0.45, -0.3), 0.25, 0.12, turn: -0.6), 0xDEE2E6)]),
            VectorSticker("glam.disco", [layer(G.circle(.zero, 0.85), 0xADB5BD)] + discoTiles()
                + [layer(G.star(Vec2(-0.35, -0.4), points: 4, outer: 0.35, inner: 0.07), 0xFFFFFF)]),
            VectorSticker("glam.butterfly", [
                layer(G.ellipse(Vec2(-0.45, -0.3), 0.45, 0.35, turn: -0.5), 0x9B5DE5),
                layer(G.ellipse(Vec2(0.45, -0.3), 0.45, 0.35, turn: 0.5), 0x9B5DE5),
                layer(G.ellipse(Vec2(-0.35, 0.35), 0.32, 0.25, turn: 0.5), 0xF15BB5),
                layer(G.ellipse(Vec2(0.35, 0.35), 0.32, 0.25, turn: -0.5), 0xF15BB5),
                layer(G.ellipse(.zero, 0.08, 0.6), 0x22223B)]),
            VectorSticker("glam.halo", [layer(G.ring(.zero, inner: 0.55, outer: 0.85).map { Vec2($0.x, $0.y * 0.4) }, 0xFFD60A)]),
            VectorSticker("glam.kiss", [
                layer(G.path([-0.9, 0, -0.5, -0.45, -0.15, -0.45, 0, -0.3, 0.15, -0.45, 0.5, -0.45, 0.9, 0,
                              0.45, 0.45, 0, 0.52, -0.45, 0.45]), 0xFF0A54, alpha: 230),
                layer(G.path([-0.8, 0, 0, -0.05, 0.8, 0, 0, 0.1]), 0xFFFFFF, alpha: 120)]),
            VectorSticker("glam.sparkles", [
                layer(G.star(Vec2(-0.25, 0.15), points: 4, outer: 0.7, inner: 0.14), 0xFFD60A),
                layer(G.star(Vec2(0.5, -0.45), points: 4, outer: 0.38, inner: 0.08), 0xFFE57F),
                layer(G.star(Vec2(0.55, 0.55), points: 4, outer: 0.28, inner: 0.06), 0xFFF3B0)]),
            VectorSticker("glam.eye", [
                layer(G.path([-0.95, 0, -0.5, -0.45, 0, -0.55, 0.5, -0.45, 0.95, 0, 0.5, 0.45, 0, 0.55, -0.5, 0.45]), 0xFFFFFF),
                layer(G.circle(.zero, 0.42), 0x2EC4B6), layer(G.circle(.zero, 0.2), 0x111111),
                layer(G.circle(Vec2(-0.12, -0.12), 0.07), 0xFFFFFF)] + lashes()),
            VectorSticker("glam.perfume", [
                layer(G.roundedRect(-0.6, -0.25, 0.6, 0.9, radius: 0.2), 0xF4ACB7),
                layer(G.roundedRect(-0.42, -0.08, 0.42, 0.72, radius: 0.12), 0xFFCAD4),
                layer(G.roundedRect(-0.15, -0.45, 0.15, -0.22, radius: 0.02), 0xFFC300),
                layer(G.circle(Vec2(0, -0.65), 0.22), 0xFFC300)]),
            VectorSticker("glam.rose", [
                layer(G.path([0, 0.3, 0.05, 0.98, -0.05, 0.98]), 0x2D6A4F),
                layer(G.ellipse(Vec2(0.25, 0.6), 0.2, 0.08, turn: -0.5), 0x40916C),
                layer(G.radial(Vec2(0, -0.2)) { a in 0.6 + 0.08 * abs(cos(a * 2.5)) }, 0xC9184A),
                layer(G.ellipse(Vec2(0, -0.25), 0.38, 0.32), 0xFF4D6D),
                layer(G.ellipse(Vec2(0.02, -0.3), 0.18, 0.15, turn: 0.4), 0xC9184A)]),
        ]
        return VectorPack(id: "glam", stickers: stickers)
    }()

    private static func discoTiles() -> [VectorSticker.Layer] {
        (0..<16).map { (i: Int) -> VectorSticker.Layer in
            let x: Double = -0.6 + Double(i % 4) * 0.4, y: Double = -0.6 + Double(i / 4) * 0.4
            let hex: UInt32 = (i * 7) % 3 == 0 ? 0xF8F9FA : (i % 2 == 0 ? 0xCED4DA : 0x6C757D)
            return layer(Outline.roundedRect(x - 0.15, y - 0.15, x + 0.15, y + 0.15, radius: 0.03), hex)
        }
    }

    private static func lashes() -> [VectorSticker.Layer] {
        (0..<5).map { (i: Int) -> VectorSticker.Layer in
            let x: Double = -0.6 + Double(i) * 0.3
            let from = Vec2(x, -0.48 + abs(x) * 0.2), to = Vec2(x * 1.2, -0.8 + abs(x) * 0.2)
            return layer(Outline.bar(from, to, width: 0.06), 0x111111)
        }
    }
}
