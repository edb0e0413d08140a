import Engine
import Foundation

/// A progress ring: a full track and, over it, an arc from the top going clockwise as far as the
/// progress, both as triangle strips with round ends.
struct ProgressRing {
    /// The ring's centre, in canvas pixels.
    var center: Vec2
    /// The radius to the middle of the band, in canvas pixels.
    var radius: Double
    /// The band's width, in canvas pixels.
    var width: Double
    /// Segments in a whole turn (fewer for a shorter arc).
    static let segmentsPerTurn = 72

    /// The band from `start` through `sweep` radians clockwise on screen (0 at the top), as
    /// triangles: two a segment, between the band's inner and outer edges.
    func band(from start: Double = 0, sweep: Double, color: Color) -> Mesh {
        let segments = max(1, Int((Double(Self.segmentsPerTurn) * abs(sweep) / (2 * Double.pi)).rounded(.up)))
        var vertices: [MeshVertex] = [], indices: [Int32] = []
        vertices.reserveCapacity(2 * (segments + 1))
        indices.reserveCapacity(6 * segments)
        for i in 0...segments {
            let direction = point(at: start + sweep * Double(i) / Double(segments))
            vertices.append(MeshVertex(position: center + direction * (radius - width / 2), color: color))
            vertices.append(MeshVertex(position: center + direction * (radius + width / 2), color: color))
            if i > 0 {
                let a = Int32(2 * i - 2)
                indices += [a, a + 1, a + 3, a, a + 3, a + 2]
            }
        }
        return Mesh(vertices: vertices, indices: indices)
    }

    /// The unit direction `angle` radians clockwise from the top (canvas y points down).
    func point(at angle: Double) -> Vec2 { Vec2(sin(angle), -cos(angle)) }

    /// The track, then the arc for `progress` (0…1) with round ends; nothing over the track at 0.
    func draw(progress: Double, track: Color, arc: Color, into list: inout DrawList) {
        list.mesh(band(sweep: 2 * Double.pi, color: track))
        let p = min(max(progress, 0), 1)
        guard p > 0 else { return }
        list.mesh(band(sweep: 2 * Double.pi * p, color: arc))
        guard p < 1 else { return }
        list.fillCircle(center + point(at: 0) * radius, radius: width / 2, arc)
        list.fillCircle(center + point(at: 2 * Double.pi * p) * radius, radius: width / 2, arc)
    }
}
