import Foundation
import Engine

extension VectorPack {
    /// Bold basic shapes: stars, hearts, bursts, bolts, moons.
    static let shapes: VectorPack = {
        typealias G = Outline
        let stickers = [
            VectorSticker("shapes.star", [layer(G.star(points: 5, outer: 0.95, inner: 0.42), 0xFFC93C),
                                          layer(G.star(Vec2(0, 0.04), points: 5, outer: 0.55, inner: 0.25), 0xFFE28A)]),
            VectorSticker("shapes.heart", [layer(G.heart(size: 0.95), 0xE63946),
                                           layer(G.ellipse(Vec2(-0.42, -0.38), 0.16, 0.1, turn: -0.6), 0xFF8FA3)]),
            VectorSticker("shapes.sparkle", [layer(G.star(points: 4, outer: 0.95, inner: 0.2), 0xFFF3B0),
                                             layer(G.star(points: 4, outer: 0.5, inner: 0.12), 0xFFFFFF)]),
            VectorSticker("shapes.burst", [layer(G.star(points: 14, outer: 0.95, inner: 0.72), 0xFF595E),
                                           layer(G.star(points: 14, outer: 0.7, inner: 0.55, turn: 0.1), 0xFFCA3A)]),
            VectorSticker("shapes.bolt", [layer(G.path([0.15, -0.95, -0.55, 0.1, -0.05, 0.1, -0.25, 0.95, 0.55, -0.15, 0.05, -0.15, 0.35, -0.95]), 0xFFD60A)]),
            VectorSticker("shapes.moon", [layer(crescent(), 0xF4E285)]),
            VectorSticker("shapes.cloud", [layer(G.radial(Vec2(0, 0.1)) { a in 0.62 + 0.16 * abs(cos(a * 2.5)) }, 0xF1FAEE),
                                           layer(G.ellipse(Vec2(0, 0.38), 0.5, 0.12), 0xDDE7F0)]),
            VectorSticker("shapes.flower", [layer(G.radial { a in 0.55 + 0.4 * abs(cos(a * 2.5)) }, 0xFF70A6),
                                            layer(G.circle(.zero, 0.3), 0xFFD670)]),
            VectorSticker("shapes.diamond", [layer(G.path([0, -0.95, 0.7, 0, 0, 0.95, -0.7, 0]), 0x4CC9F0),
                                             layer(G.path([0, -0.95, 0.7, 0, 0, 0]), 0x90E0EF)]),
            VectorSticker("shapes.hexagon", [layer(G.radial(count: 6) { _ in 0.92 }, 0x8338EC),
                                             layer(G.radial(count: 6) { _ in 0.62 }, 0xB388FF)]),
            VectorSticker("shapes.arrow", [layer(G.path([-0.9, -0.25, 0.2, -0.25, 0.2, -0.6, 0.92, 0, 0.2, 0.6, 0.2, 0.25, -0.9, 0.25]), 0x06D6A0)]),
            VectorSticker("shapes.rainbow", rainbow()),
            VectorSticker("shapes.sun", [layer(G.star(points: 12, outer: 0.95, inner: 0.62), 0xFFB703),
                                         layer(G.circle(.zero, 0.55), 0xFFD166)]),
        ]
        return VectorPack(id: "shapes", stickers: stickers)
    }()

    /// A crescent moon's outline: an outer arc and an inner arc back.
    private static func crescent() -> [Vec2] {
        let outer = (0...30).map { i -> Vec2 in
            let a = Double.pi * (0.35 + 1.3 * Double(i) / 30)
            return Vec2(cos(a), sin(a)) * 0.9
        }
        let inner = (0...30).reversed().map { i -> Vec2 in
            let a = Double.pi * (0.42 + 1.16 * Double(i) / 30)
            return Vec2(0.32, -0.05) + Vec2(cos(a), sin(a)) * 0.72
        }
        return outer + inner
    }

    /// A rainbow's bands, outside in, over two clouds.
    private static func rainbow() -> [VectorSticker.Layer] {
        let colors: [UInt32] = [0xE63946, 0xF77F00, 0xFCBF49, 0x52B788, 0x4895EF, 0x7209B7]
        let centre = Vec2(0, 0.45)
        var layers = colors.enumerated().map { i, hex in
            layer(Outline.band(centre, inner: 0.9 - Double(i + 1) * 0.1, outer: 0.9 - Double(i) * 0.1,
                                     from: .pi, to: 2 * .pi), hex)
        }
        layers.append(layer(Outline.radial(Vec2(-0.62, 0.5), count: 40) { a in 0.24 + 0.05 * abs(cos(a * 2)) }, 0xFFFFFF))
        layers.append(layer(Outline.radial(Vec2(0.62, 0.5), count: 40) { a in 0.24 + 0.05 * abs(cos(a * 2)) }, 0xFFFFFF))
        return layers
    }
}
