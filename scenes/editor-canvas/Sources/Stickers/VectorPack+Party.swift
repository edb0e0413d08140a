import Foundation
import Engine

extension VectorPack {
    /// Party props: crowns, hats, balloons, bubbles, shades, lips, flames.
    static let party: VectorPack = {
        typealias G = Outline
        let lens = G.roundedRect(-0.9, -0.3, -0.08, 0.32, radius: 0.22)
        let stickers = [
            VectorSticker("party.crown", [
                layer(G.path([-0.85, 0.55, -0.9, -0.45, -0.45, 0.0, 0, -0.7, 0.45, 0.0, 0.9, -0.45, 0.85, 0.55]), 0xFFC300),
                layer(G.roundedRect(-0.85, 0.4, 0.85, 0.62, radius: 0.05), 0xE09F00),
                layer(G.circle(Vec2(0, 0.12), 0.12), 0xE63946), layer(G.circle(Vec2(-0.5, 0.2), 0.08), 0x4CC9F0),
                layer(G.circle(Vec2(0.5, 0.2), 0.08), 0x4CC9F0)]),
            VectorSticker("party.hat", [
                layer(G.path([0, -0.8, 0.6, 0.75, -0.6, 0.75]), 0x7209B7),
                layer(G.path([-0.2, -0.28, 0.2, -0.28, 0.33, 0.05, -0.33, 0.05]), 0xF72585),
                layer(G.path([-0.44, 0.35, 0.44, 0.35, 0.55, 0.62, -0.55, 0.62]), 0x4CC9F0),
                layer(G.star(Vec2(0, -0.78), points: 8, outer: 0.2, inner: 0.1), 0xFFD60A)]),
            VectorSticker("party.balloon", [
                layer(G.bar(Vec2(0, 0.55), Vec2(0.08, 0.98), width: 0.03), 0x555555),
                layer(G.path([-0.1, 0.62, 0.1, 0.62, 0, 0.5]), 0xC1121F),
                layer(G.ellipse(Vec2(0, -0.1), 0.5, 0.62), 0xE63946),
                layer(G.ellipse(Vec2(-0.2, -0.38), 0.1, 0.17, turn: 0.4), 0xFF8FA3)]),
            VectorSticker("party.speech", [
                layer(G.roundedRect(-0.92, -0.7, 0.92, 0.35, radius: 0.3) , 0xFFFFFF),
                layer(G.path([-0.45, 0.3, -0.1, 0.3, -0.6, 0.85]), 0xFFFFFF),
                layer(G.circle(Vec2(-0.4, -0.18), 0.09), 0x22223B), layer(G.circle(Vec2(0, -0.18), 0.09), 0x22223B),
                layer(G.circle(Vec2(0.4, -0.18), 0.09), 0x22223B)]),
            VectorSticker("party.thought", [
                layer(G.radial(Vec2(0.1, -0.2), count: 80) { a in 0.62 + 0.1 * abs(cos(a * 3.5)) }, 0xF8F9FA),
                layer(G.circle(Vec2(-0.55, 0.55), 0.13), 0xF8F9FA), layer(G.circle(Vec2(-0.78, 0.82), 0.08), 0xF8F9FA)]),
            VectorSticker("party.sunglasses", [
                layer(G.bar(Vec2(-0.1, -0.15), Vec2(0.1, -0.15), width: 0.1), 0x111111),
                layer(G.bar(Vec2(-0.95, -0.2), Vec2(-0.8, -0.25), width: 0.08), 0x111111),
                layer(G.bar(Vec2(0.95, -0.2), Vec2(0.8, -0.25), width: 0.08), 0x111111),
                layer(lens, 0x111111), layer(G.mirrored(lens), 0x111111),
                layer(G.path([-0.75, -0.2, -0.55, -0.2, -0.8, 0.1]), 0x6C757D),
                layer(G.path([0.25, -0.2, 0.45, -0.2, 0.2, 0.1]), 0x6C757D)]),
            VectorSticker("party.lips", [
                layer(G.path([-0.95, 0, -0.55, -0.42, -0.2, -0.45, 0, -0.3, 0.2, -0.45, 0.55, -0.42, 0.95, 0,
                              0.5, 0.42, 0, 0.5, -0.5, 0.42]), 0xD00000),
                layer(G.path([-0.85, 0, -0.4, -0.08, 0, 0.02, 0.4, -0.08, 0.85, 0, 0.4, 0.1, 0, 0.14, -0.4, 0.1]), 0x6A040F),
                layer(G.ellipse(Vec2(-0.3, 0.28), 0.14, 0.05, turn: -0.2), 0xFF758F)]),
            VectorSticker("party.flame", [
                layer(G.path([0, -0.95, 0.3, -0.45, 0.65, -0.25, 0.7, 0.3, 0.45, 0.75, 0, 0.92, -0.45, 0.75, -0.7, 0.3,
                              -0.55, -0.2, -0.3, 0, -0.2, -0.5]), 0xF3722C),
                layer(G.path([0.05, -0.4, 0.3, 0.0, 0.42, 0.4, 0.2, 0.72, -0.2, 0.72, -0.42, 0.4, -0.3, 0.1, -0.1, 0.2]), 0xF9C74F)]),
            VectorSticker("party.gift", [
                layer(G.roundedRect(-0.75, -0.2, 0.75, 0.9, radius: 0.05), 0x06D6A0),
                layer(G.roundedRect(-0.85, -0.45, 0.85, -0.15, radius: 0.05), 0x1B9AAA),
                layer(G.roundedRect(-0.12, -0.45, 0.12, 0.9, radius: 0), 0xEF476F),
                layer(G.ellipse(Vec2(-0.28, -0.6), 0.28, 0.14, turn: 0.4), 0xEF476F),
                layer(G.ellipse(Vec2(0.28, -0.6), 0.28, 0.14, turn: -0.4), 0xEF476F)]),
            VectorSticker("party.bowtie", [
                layer(G.path([-0.9, -0.5, 0, -0.08, 0.9, -0.5, 0.9, 0.5, 0, 0.08, -0.9, 0.5]), 0xE63946),
                layer(G.roundedRect(-0.18, -0.22, 0.18, 0.22, radius: 0.06), 0x9D0208)]),
            VectorSticker("party.mustache", [
                layer(G.path([0, -0.15, 0.3, -0.3, 0.6, -0.2, 0.95, -0.35, 0.85, 0.05, 0.5, 0.2, 0.15, 0.1, 0, 0.0,
                              -0.15, 0.1, -0.5, 0.2, -0.85, 0.05, -0.95, -0.35, -0.6, -0.2, -0.3, -0.3]), 0x3D2B1F)]),
            VectorSticker("party.medal", [
                layer(G.path([-0.45, -0.95, -0.15, -0.95, 0.1, -0.1, -0.2, -0.1]), 0x4361EE),
                layer(G.path([0.45, -0.95, 0.15, -0.95, -0.1, -0.1, 0.2, -0.1]), 0xE63946),
                layer(G.circle(Vec2(0, 0.35), 0.55), 0xFFB703),
                layer(G.star(Vec2(0, 0.37), points: 5, outer: 0.35, inner: 0.15), 0xFFE8A3)]),
        ]
        return VectorPack(id: "party", stickers: stickers)
    }()
}
