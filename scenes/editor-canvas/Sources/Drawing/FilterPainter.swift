import Foundation
import Engine

/// Draws a filter as translucent shapes over the photo's rectangle on the canvas: the overlay
/// is made of polygons and vertex-coloured meshes, so it is sharp at any size.
struct FilterPainter {
    /// The photo's rectangle on the canvas, in canvas pixels.
    let rect: Rect

    /// The canvas point at `u, v` (0...1 across and down the photo).
    func at(_ u: Double, _ v: Double) -> Vec2 { Vec2(rect.minX + u * rect.width, rect.minY + v * rect.height) }

    /// A length of `fraction` of the photo's shorter side, in canvas pixels.
    func span(_ fraction: Double) -> Double { fraction * min(rect.width, rect.height) }

    func draw(_ filter: CanvasFilter, into list: inout DrawList) {
        switch filter {
        case .futuristic: futuristic(&list)
        case .doctor: doctor(&list)
        case .party: party(&list)
        case .golden: golden(&list)
        case .noir: noir(&list)
        case .vaporwave: vaporwave(&list)
        case .love: love(&list)
        case .comic: comic(&list)
        case .sunset: sunset(&list)
        }
    }

    // MARK: - Building blocks

    /// A band across the photo from `v0` to `v1` shading from `top` to `bottom`.
    func gradient(_ v0: Double, _ v1: Double, _ top: Color, _ bottom: Color, into list: inout DrawList) {
        let a = at(0, v0), b = at(1, v0), c = at(1, v1), d = at(0, v1)
        list.mesh(Mesh(vertices: [MeshVertex(position: a, color: top), MeshVertex(position: b, color: top),
                                  MeshVertex(position: c, color: bottom), MeshVertex(position: d, color: bottom)],
                       indices: [0, 1, 2, 0, 2, 3]))
    }

    /// Darkening towards the edges: clear inside an ellipse, `edge` at the frame.
    func vignette(_ edge: Color, inner: Double = 0.55, into list: inout DrawList) {
        let center = at(0.5, 0.5)
        // Evenly spread directions, plus the four corners': without them the edge between two
        // directions either side of a corner cuts it off, leaving it untinted.
        let corner = atan2(rect.height, rect.width)
        let angles = ((0..<48).map { Double($0) / 48 * 2 * .pi } + [corner, .pi - corner, .pi + corner, 2 * .pi - corner]).sorted()
        let count = angles.count
        var vertices: [MeshVertex] = [], indices: [Int32] = []
        for angle in angles {
            let dir = Vec2(cos(angle), sin(angle))
            // The frame point in this direction: the ray meets the rectangle.
            let half = Vec2(rect.width / 2, rect.height / 2)
            let t = min(abs(dir.x) > 1e-9 ? half.x / abs(dir.x) : .infinity, abs(dir.y) > 1e-9 ? half.y / abs(dir.y) : .infinity)
            vertices.append(MeshVertex(position: center + Vec2(dir.x * half.x, dir.y * half.y) * inner, color: edge.withAlpha(0)))
            vertices.append(MeshVertex(position: center + dir * t, color: edge))
        }
        for i in 0..<count {
            let a = Int32(2 * i), b = Int32(2 * ((i + 1) % count))
            indices += [a, a + 1, b + 1, a, b + 1, b]
        }
        list.mesh(Mesh(vertices: vertices, indices: indices))
    }

    /// A deterministic scatter: `count` points in the photo from `seed` (no simulation randomness).
    func scatter(_ count: Int, seed: UInt64) -> [(u: Double, v: Double, k: Int)] {
        var x = seed
        func next() -> UInt64 { x = x &* 6364136223846793005 &+ 1442695040888963407; return x >> 33 }
        return (0..<count).map { _ in (Double(next() % 1000) / 1000, Double(next() % 1000) / 1000, Int(next() % 97)) }
    }

    // MARK: - Filters

    private func futuristic(_ list: inout DrawList) {
        gradient(0, 1, Color(hex: 0x00F5FF, alpha: 40), Color(hex: 0xFF00E5, alpha: 60), into: &list)
        for i in stride(from: 0.0, to: 1.0, by: 0.012) {
            list.fillRect(Rect(x: rect.minX, y: rect.minY + i * rect.height, width: rect.width, height: max(1, rect.height * 0.003)),
                          Color(hex: 0x00F5FF, alpha: 28))
        }
        let cyan = Color(hex: 0x00F5FF, alpha: 220), w = span(0.012), l = span(0.12), m = span(0.05)
        for (u, v, sx, sy) in [(0.0, 0.0, 1.0, 1.0), (1.0, 0.0, -1.0, 1.0), (0.0, 1.0, 1.0, -1.0), (1.0, 1.0, -1.0, -1.0)] {
            let corner = at(u, v) + Vec2(sx * m, sy * m)
            list.polyline([corner + Vec2(0, sy * l), corner, corner + Vec2(sx * l, 0)], cyan, width: w)
        }
        let center = at(0.5, 0.45)
        list.strokeCircle(center, radius: span(0.16), Color(hex: 0x00F5FF, alpha: 150), width: w * 0.6)
        list.line(center - Vec2(span(0.24), 0), center - Vec2(span(0.08), 0), cyan, width: w * 0.5)
        list.line(center + Vec2(span(0.08), 0), center + Vec2(span(0.24), 0), cyan, width: w * 0.5)
        for i in 0...10 {
            let u = Double(i) / 10
            list.line(at(0.5 + (u - 0.5) * 0.3, 0.78), at(u, 1), Color(hex: 0xFF00E5, alpha: 120), width: w * 0.4)
        }
        for v in [0.8, 0.84, 0.89, 0.95] { list.line(at(0, v), at(1, v), Color(hex: 0xFF00E5, alpha: 110), width: w * 0.4) }
    }

    private func doctor(_ list: inout DrawList) {
        gradient(0, 1, Color(hex: 0xB8F2E6, alpha: 45), Color(hex: 0x5E9FA3, alpha: 60), into: &list)
        vignette(Color(hex: 0x0B3C49, alpha: 150), into: &list)
        // A head mirror, a red cross badge and a heartbeat across the bottom.
        let mirror = at(0.5, 0.08)
        list.fillCircle(mirror, radius: span(0.11), Color(hex: 0xDEE2E6, alpha: 230))
        list.fillCircle(mirror, radius: span(0.075), Color(hex: 0xF8F9FA, alpha: 240))
        list.strokeCircle(mirror, radius: span(0.11), Color(hex: 0x6C757D, alpha: 240), width: span(0.012))
        let badge = at(0.85, 0.12), s = span(0.05)
        list.fillCircle(badge, radius: s * 1.7, Color(hex: 0xFFFFFF, alpha: 230))
        list.fillRect(Rect(x: badge.x - s * 0.35, y: badge.y - s, width: s * 0.7, height: s * 2), Color(hex: 0xE63946))
        list.fillRect(Rect(x: badge.x - s, y: badge.y - s * 0.35, width: s * 2, height: s * 0.7), Color(hex: 0xE63946))
        let beat: [(Double, Double)] = [(0, 0.9), (0.3, 0.9), (0.34, 0.86), (0.38, 0.9), (0.44, 0.9), (0.47, 0.8), (0.5, 0.97),
                                        (0.53, 0.88), (0.56, 0.9), (0.7, 0.9), (0.73, 0.87), (0.76, 0.9), (1, 0.9)]
        list.polyline(beat.map { at($0.0, $0.1) }, Color(hex: 0x38FF9C, alpha: 230), width: span(0.012))
    }

    private func party(_ list: inout DrawList) {
        gradient(0, 1, Color(hex: 0xFF006E, alpha: 35), Color(hex: 0x8338EC, alpha: 45), into: &list)
        let colors: [UInt32] = [0xFF006E, 0xFFBE0B, 0x3A86FF, 0x06D6A0, 0xFB5607, 0x8338EC]
        // Bunting across the top.
        let flags = 10
        for i in 0..<flags {
            let u0 = Double(i) / Double(flags), u1 = Double(i + 1) / Double(flags)
            let sag = { (u: Double) in 0.03 + 0.04 * sin(u * .pi) }
            list.fillPolygon([at(u0, sag(u0)), at(u1, sag(u1)), at((u0 + u1) / 2, sag((u0 + u1) / 2) + 0.09)],
                             Color(hex: colors[i % colors.count], alpha: 235))
        }
        list.polyline((0...20).map { at(Double($0) / 20, 0.03 + 0.04 * sin(Double($0) / 20 * .pi)) },
                      Color(hex: 0xFFFFFF, alpha: 220), width: span(0.006))
        for (u, v, k) in scatter(90, seed: 3) {
            let p = at(u, 0.15 + v * 0.85), c = Color(hex: colors[k % colors.count], alpha: 220), s = span(0.012)
            if k % 3 == 0 {
                list.fillCircle(p, radius: s, c)
            } else {
                let a = Double(k) * 0.3
                list.fillPolygon([p + Vec2(-s, -s * 0.5).rotated(by: a), p + Vec2(s, -s * 0.5).rotated(by: a),
                                  p + Vec2(s, s * 0.5).rotated(by: a), p + Vec2(-s, s * 0.5).rotated(by: a)], c)
            }
        }
    }

    private func golden(_ list: inout DrawList) {
        gradient(0, 1, Color(hex: 0xFFD166, alpha: 80), Color(hex: 0xF4A261, alpha: 90), into: &list)
        vignette(Color(hex: 0x7F5539, alpha: 150), inner: 0.6, into: &list)
        for (u, v, k) in scatter(26, seed: 11) {
            let p = at(u, v), r = span(0.012 + Double(k % 5) * 0.006)
            list.fillPolygon(Outline.star(p, points: 4, outer: r * 2.2, inner: r * 0.35), Color(hex: 0xFFF3B0, alpha: 210))
        }
        list.fillCircle(at(0.85, 0.1), radius: span(0.25), Color(hex: 0xFFE8A3, alpha: 50))
        list.fillCircle(at(0.85, 0.1), radius: span(0.12), Color(hex: 0xFFF8E1, alpha: 70))
    }

    private func noir(_ list: inout DrawList) {
        list.fillRect(rect, Color(hex: 0x2B2D42, alpha: 90))
        vignette(Color(hex: 0x000000, alpha: 210), inner: 0.45, into: &list)
        list.fillRect(Rect(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height * 0.08), Color(hex: 0x000000, alpha: 235))
        list.fillRect(Rect(x: rect.minX, y: rect.maxY - rect.height * 0.08, width: rect.width, height: rect.height * 0.08),
                      Color(hex: 0x000000, alpha: 235))
        for (u, _, k) in scatter(14, seed: 5) {
            list.line(at(u, 0.08), at(u + Double(k % 3 - 1) * 0.004, 0.92), Color(hex: 0xFFFFFF, alpha: 30), width: 1)
        }
    }

    private func vaporwave(_ list: inout DrawList) {
        gradient(0, 0.55, Color(hex: 0xFF71CE, alpha: 80), Color(hex: 0x01CDFE, alpha: 40), into: &list)
        gradient(0.55, 1, Color(hex: 0xB967FF, alpha: 60), Color(hex: 0x05FFA1, alpha: 50), into: &list)
        let sun = at(0.5, 0.62), r = span(0.28)
        list.fillPolygon(Outline.band(sun, inner: 0, outer: r, from: .pi, to: 2 * .pi), Color(hex: 0xFFFB96, alpha: 150))
        for i in 0..<5 {
            let y = sun.y - r * (0.12 + Double(i) * 0.18)
            list.fillRect(Rect(x: sun.x - r, y: y, width: 2 * r, height: r * 0.05), Color(hex: 0xFF71CE, alpha: 160))
        }
        for i in 0...12 {
            let u = Double(i) / 12
            list.line(at(0.5 + (u - 0.5) * 0.2, 0.62), at(u * 1.6 - 0.3, 1), Color(hex: 0x01CDFE, alpha: 140), width: span(0.005))
        }
        for v in [0.66, 0.71, 0.78, 0.87, 0.98] { list.line(at(0, v), at(1, v), Color(hex: 0x01CDFE, alpha: 140), width: span(0.005)) }
    }

    private func love(_ list: inout DrawList) {
        gradient(0, 1, Color(hex: 0xFF8FA3, alpha: 60), Color(hex: 0xFF4D6D, alpha: 60), into: &list)
        vignette(Color(hex: 0xC9184A, alpha: 140), inner: 0.6, into: &list)
        let border = 16
        for i in 0..<border {
            let t = Double(i) / Double(border)
            for p in [at(t, 0.04), at(1 - t, 0.96), at(0.04, 1 - t), at(0.96, t)] {
                let size = span(0.035 + 0.015 * Double(i % 3))
                list.fillPolygon(Outline.heart(size: size).map { p + $0 }, Color(hex: i % 2 == 0 ? 0xFF0A54 : 0xFFB3C6, alpha: 220))
            }
        }
    }

    private func comic(_ list: inout DrawList) {
        for corner in [(0.0, 0.0), (1.0, 1.0)] {
            for row in 0..<12 {
                for col in 0..<12 {
                    let u = corner.0 == 0 ? Double(col) * 0.025 : 1 - Double(col) * 0.025
                    let v = corner.1 == 0 ? Double(row) * 0.025 : 1 - Double(row) * 0.025
                    let r = span(0.009) * max(0, 1 - Double(row + col) / 16)
                    if r > 0.5 { list.fillCircle(at(u, v), radius: r, Color(hex: 0x111111, alpha: 170)) }
                }
            }
        }
        let burst = at(0.78, 0.16)
        list.fillPolygon(Outline.star(burst, points: 12, outer: span(0.2), inner: span(0.13)), Color(hex: 0xFFD60A, alpha: 240))
        list.fillPolygon(Outline.star(burst, points: 12, outer: span(0.15), inner: span(0.1), turn: 0.2),
                         Color(hex: 0xE63946, alpha: 240))
        list.strokePolygon([at(0.02, 0.02), at(0.98, 0.02), at(0.98, 0.98), at(0.02, 0.98)], Color(hex: 0x111111, alpha: 230),
                           width: span(0.02))
        for (u, v, k) in scatter(12, seed: 21) where k % 2 == 0 {
            list.line(at(u * 0.3, 0.3 + v * 0.4), at(u * 0.3 + 0.15, 0.3 + v * 0.4), Color(hex: 0xFFFFFF, alpha: 150), width: span(0.006))
        }
    }

    private func sunset(_ list: inout DrawList) {
        gradient(0, 0.6, Color(hex: 0xFF5400, alpha: 90), Color(hex: 0xFFBD00, alpha: 30), into: &list)
        gradient(0.6, 1, Color(hex: 0xFFBD00, alpha: 30), Color(hex: 0x9E0059, alpha: 80), into: &list)
        let flare = at(0.2, 0.15)
        for (i, r) in [0.2, 0.1, 0.05].enumerated() {
            list.fillCircle(flare, radius: span(r), Color(hex: 0xFFF3B0, alpha: UInt8(40 + i * 30)))
        }
        for (t, r) in [(0.35, 0.03), (0.5, 0.05), (0.7, 0.025), (0.85, 0.07)] {
            let p = flare.lerp(to: at(0.8, 0.85), t)
            list.fillCircle(p, radius: span(r), Color(hex: 0xFFD6A5, alpha: 55))
        }
    }
}
