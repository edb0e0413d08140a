import Foundation
import Engine

extension VectorPack {
    /// Food shapes: pizza, doughnut, cherries, melon, ice cream and friends.
    static let food: VectorPack = {
        typealias G = Outline
        let seeds = melonSeeds()
        let stickers = [
            VectorSticker("food.pizza", [
                layer(G.path([-0.75, -0.8, 0.75, -0.8, 0, 0.95]), 0xFFD166),
                layer(G.roundedRect(-0.85, -0.95, 0.85, -0.68, radius: 0.12), 0xC8813A),
                layer(G.circle(Vec2(-0.2, -0.35), 0.14), 0xD62828), layer(G.circle(Vec2(0.25, -0.25), 0.12), 0xD62828),
                layer(G.circle(Vec2(0, 0.25), 0.11), 0xD62828)]),
            VectorSticker("food.donut", [
                layer(G.ring(.zero, inner: 0.28, outer: 0.92), 0xD4A373),
                layer(G.ring(.zero, inner: 0.34, outer: 0.8), 0xFF70A6)] + sprinkles()),
            VectorSticker("food.cherries", [
                layer(G.bar(Vec2(-0.35, 0.3), Vec2(0.25, -0.85), width: 0.06), 0x386641),
                layer(G.bar(Vec2(0.4, 0.35), Vec2(0.25, -0.85), width: 0.06), 0x386641),
                layer(G.ellipse(Vec2(0.45, -0.8), 0.28, 0.12, turn: -0.4), 0x6A994E),
                layer(G.circle(Vec2(-0.38, 0.5), 0.38), 0xC1121F), layer(G.circle(Vec2(0.42, 0.55), 0.36), 0xD00000),
                layer(G.circle(Vec2(-0.5, 0.38), 0.08), 0xFF8FA3)]),
            VectorSticker("food.watermelon", [
                layer(G.band(Vec2(0, -0.3), inner: 0, outer: 0.95, from: 0, to: .pi), 0x2D6A4F),
                layer(G.band(Vec2(0, -0.3), inner: 0, outer: 0.82, from: 0, to: .pi), 0xF1FAEE),
                layer(G.band(Vec2(0, -0.3), inner: 0, outer: 0.74, from: 0, to: .pi), 0xEF476F)] + seeds),
            VectorSticker("food.icecream", [
                layer(G.path([-0.45, -0.05, 0.45, -0.05, 0, 0.95]), 0xE9C46A),
                layer(G.circle(Vec2(-0.22, -0.25), 0.32), 0xFFAFCC), layer(G.circle(Vec2(0.22, -0.25), 0.32), 0xBDE0FE),
                layer(G.circle(Vec2(0, -0.55), 0.32), 0xFFF1C1), layer(G.circle(Vec2(0.02, -0.88), 0.09), 0xD00000)]),
            VectorSticker("food.lollipop", [
                layer(G.bar(Vec2(0, 0.2), Vec2(0, 0.98), width: 0.09), 0xF1FAEE),
                layer(G.circle(Vec2(0, -0.3), 0.6), 0xF72585),
                layer(G.ring(Vec2(0, -0.3), inner: 0.3, outer: 0.42), 0xFFFFFF),
                layer(G.circle(Vec2(0, -0.3), 0.14), 0xFFFFFF)]),
            VectorSticker("food.strawberry", [
                layer(G.heart(Vec2(0, 0.1), size: 0.85), 0xE63946),
                layer(G.star(Vec2(0, -0.55), points: 6, outer: 0.42, inner: 0.14), 0x2D6A4F)] + strawberrySeeds()),
            VectorSticker("food.cupcake", [
                layer(G.path([-0.6, 0.1, 0.6, 0.1, 0.42, 0.9, -0.42, 0.9]), 0x48CAE4),
                layer(G.radial(Vec2(0, -0.1), count: 60) { a in sin(a) > 0.2 ? 0.35 : 0.68 + 0.06 * abs(cos(a * 4)) }, 0xFFC8DD),
                layer(G.circle(Vec2(0, -0.78), 0.13), 0xD00000)]),
            VectorSticker("food.lemon", [
                layer(G.circle(.zero, 0.92), 0xFFD60A), layer(G.circle(.zero, 0.82), 0xFFF3B0)] + lemonSegments()),
            VectorSticker("food.egg", [
                layer(G.radial { a in 0.78 + 0.12 * sin(a * 3) + 0.06 * cos(a * 5) }, 0xFFFFFF),
                layer(G.circle(Vec2(0.05, 0.0), 0.34), 0xFFB703), layer(G.circle(Vec2(-0.05, -0.1), 0.09), 0xFFE8A3)]),
            VectorSticker("food.banana", [
                layer(G.band(Vec2(0.1, -0.6), inner: 0.7, outer: 1.2, from: 0.55, to: 2.4), 0xFFD60A),
                layer(G.band(Vec2(0.1, -0.6), inner: 0.7, outer: 0.82, from: 0.6, to: 2.35), 0xF4A261),
                layer(G.circle(Vec2(0.1 + cos(0.55) * 0.95, -0.6 + sin(0.55) * 0.95), 0.07), 0x5C4033)]),
            VectorSticker("food.avocado", [
                layer(G.radial(Vec2(0, 0.1)) { a in 0.75 - 0.2 * max(0, -sin(a)) }, 0x386641),
                layer(G.radial(Vec2(0, 0.12)) { a in 0.62 - 0.17 * max(0, -sin(a)) }, 0xCCE3A4),
                layer(G.circle(Vec2(0, 0.25), 0.26), 0x7F5539)]),
        ]
        return VectorPack(id: "food", stickers: stickers)
    }()

    private static func melonSeeds() -> [VectorSticker.Layer] {
        (0..<5).map { (i: Int) -> VectorSticker.Layer in
            let center = Vec2(-0.4 + Double(i) * 0.2, 0.2 + 0.08 * Double(i % 2))
            return layer(Outline.ellipse(center, 0.035, 0.06), 0x222222)
        }
    }

    private static func strawberrySeeds() -> [VectorSticker.Layer] {
        (0..<7).map { (i: Int) -> VectorSticker.Layer in
            let x: Double = -0.45 + Double(i % 4) * 0.3
            let y: Double = -0.05 + Double(i / 4) * 0.35 + 0.1 * Double(i % 2)
            return layer(Outline.ellipse(Vec2(x, y), 0.03, 0.05), 0xFFE8A3)
        }
    }

    private static func sprinkles() -> [VectorSticker.Layer] {
        let colors: [UInt32] = [0xFFFFFF, 0x70D6FF, 0xFFD670, 0x06D6A0]
        return (0..<8).map { (i: Int) -> VectorSticker.Layer in
            let a: Double = Double(i) * .pi / 4 + 0.3
            let from = Vec2(cos(a), sin(a)) * 0.52, to = Vec2(cos(a + 0.2), sin(a + 0.2)) * 0.6
            return layer(Outline.bar(from, to, width: 0.06), colors[i % 4])
        }
    }

    private static func lemonSegments() -> [VectorSticker.Layer] {
        (0..<8).map { (i: Int) -> VectorSticker.Layer in
            let a: Double = Double(i) * .pi / 4
            let d0 = Vec2(cos(a + 0.08), sin(a + 0.08)), d1 = Vec2(cos(a + 0.7), sin(a + 0.7))
            return layer([d0 * 0.1, d0 * 0.72, d1 * 0.72, d1 * 0.1], 0xFFE45E)
        }
    }
}
