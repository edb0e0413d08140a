import Engine
import Foundation

/// The procedural scissors, in centimetres, closed, lying in the x-y plane with the blades
/// pointing up (+y) and the pivot at the origin; z points towards the viewer.
///
/// Each half is one swept solid from its finger ring up to its blade's tip: a shank that widens
/// into the pivot boss, then a tapered blade with a ground (bevelled) cutting edge. Half A lies in
/// front (z > 0) with its ring to the right; half B is half A turned half a turn about y (so it
/// lies behind, ring to the left) with a larger ring. A screw head sits on each outer face.
struct ScissorsModel {
    /// The front half: blade edge on +x, ring on the right.
    let halfA: Solid
    /// The back half.
    let halfB: Solid
    /// The pivot screw's two heads; they do not turn with the blades.
    let screw: Solid
    /// The point the scissors turn about and are framed by (the middle of their extent), cm.
    let center: Vec3
    /// The radius of a sphere about `center` that holds the scissors at any blade angle, cm.
    let boundingRadius: Double

    // MARK: - Dimensions (centimetres)

    /// Blade length from the pivot to the tip.
    static let bladeLength = 8.6
    /// Blade width at the pivot (the boss).
    static let bladeWidth = 1.56
    /// Thickness of one half at the pivot; blades taper to half of it at the tip.
    static let thickness = 0.28
    /// The gap between the halves' inner faces, so the two never share a plane.
    static let gap = 0.012
    /// The screw heads' radius.
    static let screwRadius = 0.36

    init() {
        halfA = Self.half(ring: Ring(center: Vec2(2.05, -4.9), radii: Vec2(1.25, 1.05)))
        halfB = Self.half(ring: Ring(center: Vec2(2.2, -5.0), radii: Vec2(1.42, 1.12)))
            .rotated(by: Quaternion(axis: Vec3(0, 1, 0), angle: .pi))
        let head = Self.screwHead()
        var screw = head
        screw.append(head.rotated(by: Quaternion(axis: Vec3(0, 1, 0), angle: .pi)))
        self.screw = screw

        let all = halfA.positions + halfB.positions + screw.positions
        let minY = all.map(\.y).min()!, maxY = all.map(\.y).max()!
        let center = Vec3(0, (minY + maxY) / 2, 0)
        self.center = center
        let halves = (halfA.positions + halfB.positions).map { Self.reach(of: $0, from: center) }
        boundingRadius = (halves + screw.positions.map { ($0 - center).length }).max()!
    }

    /// The widest the blades open, in radians (60°).
    static let maxOpening = Double.pi / 3

    /// The farthest `p` of a half gets from `center` as its half turns about the pivot (the z
    /// axis) by up to half of `maxOpening` either way, cm.
    ///
    /// Turned by θ, `p`'s height is ρ·cos(θ − α) (ρ and α its distance from the axis and angle
    /// from +y), so its distance from `center` (on the y axis) is greatest at an end of the
    /// range or where that height is least or greatest.
    static func reach(of p: Vec3, from center: Vec3) -> Double {
        let limit = maxOpening / 2
        let rho = (p.x * p.x + p.y * p.y).squareRoot(), alpha = atan2(p.x, p.y)
        let turns = [-limit, limit, alpha, alpha - .pi, alpha + .pi].filter { abs($0) <= limit }
        return turns.map { theta in
            let turned = Vec3(p.x * cos(theta) - p.y * sin(theta), rho * cos(theta - alpha), p.z)
            return (turned - center).length
        }.max()!
    }

    /// Every triangle of the scissors.
    var triangleCount: Int { halfA.triangles.count + halfB.triangles.count + screw.triangles.count }

    // MARK: - One half

    /// A finger ring: an elliptical torus in the half's mid-plane.
    struct Ring {
        /// The centre of the tube's centreline, cm.
        var center: Vec2
        /// The centreline's half-widths along x and y, cm.
        var radii: Vec2
        /// The tube's radius in the plane and across it (z), cm.
        var tube = Vec2(0.36, 0.30)
        /// Where the shank meets the ring, radians round the centreline from +x.
        var junctionAngle = 125.0 * .pi / 180

        func point(_ angle: Double) -> Vec2 { center + Vec2(radii.x * cos(angle), radii.y * sin(angle)) }
    }

    /// Half A's shape with `ring`: the swept shank-and-blade plus the ring.
    static func half(ring: Ring) -> Solid {
        var solid = Solid.loft(shankAndBlade(ring: ring), closed: false, material: .steel)
        solid.append(torus(ring, z: gap + thickness / 2))
        return solid
    }

    /// The cross-sections from the ring junction to the blade tip.
    static func shankAndBlade(ring: Ring) -> [[Vec3]] {
        var rings: [[Vec3]] = []
        // The shank: a cubic Bézier from the ring junction up into the pivot, arriving vertical.
        let j = ring.point(ring.junctionAngle)
        let intoRing = Vec2(-sin(ring.junctionAngle) * ring.radii.x, cos(ring.junctionAngle) * ring.radii.y).normalized
        let p0 = j, p1 = j - intoRing * 1.3, p2 = Vec2(0, -1.6), p3 = Vec2(0, 0)
        let shankStations = 14
        for i in 0..<shankStations {
            let t = Double(i) / Double(shankStations)
            let u = 1 - t
            let point = p0 * (u * u * u) + p1 * (3 * u * u * t) + p2 * (3 * u * t * t) + p3 * (t * t * t)
            let tangent = ((p1 - p0) * (3 * u * u) + (p2 - p1) * (6 * u * t) + (p3 - p2) * (3 * t * t)).normalized
            let boss = smoothstep(0.55, 1, t)
            let width = 0.52 + (bladeWidth - 0.52) * boss * boss
            let section = Section(spine: -width / 2, edge: width / 2, thickness: thickness * (0.9 + 0.1 * boss),
                                  chamfer: 0.08, edgeGrind: 0)
            rings.append(section.corners(at: point, across: Vec2(tangent.y, -tangent.x)))
        }
        // The blade: a straight cutting edge on +x, a curved spine on -x, tapering to the tip.
        let bladeStations = 26
        for i in 0...bladeStations {
            let s = Double(i) / Double(bladeStations)
            let half = bladeWidth / 2
            var edge = half * (1 - s), spine = -half * (1 - pow(s, 1.7))
            if edge - spine < 0.05 { edge = spine + 0.05 }
            let width = edge - spine
            let section = Section(spine: spine, edge: edge, thickness: thickness * (1 - 0.5 * s),
                                  chamfer: min(0.08, width * 0.22), edgeGrind: smoothstep(0, 0.12, s) * min(0.5, width * 0.55))
            rings.append(section.corners(at: Vec2(0, s * bladeLength), across: Vec2(1, 0)))
        }
        return rings
    }

    /// A cross-section of a half: an octagon (its broad faces split) across the half (from `spine` to `edge` along the
    /// across direction) by `thickness` (in z from the inner face), its outer edge-side corner
    /// ground away by `edgeGrind` into a bevelled cutting edge. All in cm.
    struct Section {
        var spine: Double
        var edge: Double
        var thickness: Double
        /// The chamfer on the other corners.
        var chamfer: Double
        /// How far the ground bevel reaches in from the edge on the outer face; 0 for a plain
        /// chamfer (the shank).
        var edgeGrind: Double

        /// The corners at `point` in the plane, `across` (unit) pointing from spine to edge.
        func corners(at point: Vec2, across: Vec2) -> [Vec3] {
            let z0 = gap, z1 = gap + thickness, c = chamfer
            // k blends the edge side from a chamfered corner (0) to a ground cutting edge (1).
            let k = edgeGrind > c ? min(1, (edgeGrind - c) / max(c, 0.01)) : 0
            let land = 0.22 * thickness
            let grind = max(edgeGrind, c)
            // The broad inner and outer faces are split across, so no face is much wider than
            // the spacing of the sections (sorting whole faces stays right at steep angles).
            let inner = split(from: spine + c, to: edge - c * (1 - k), z: z0)
            let outer = split(from: edge - grind, to: spine + c, z: z1)
            let outline: [(u: Double, z: Double)] = inner + [
                (edge, z0 + c * (1 - k) + land * k),
                (edge - grind * 0.5 * k, z1 - c * (1 - k) - (thickness - land) * 0.5 * k),
            ] + outer + [
                (spine, z1 - c),
                (spine, z0 + c),
            ]
            return outline.map { Vec3(point.x + across.x * $0.u, point.y + across.y * $0.u, $0.z) }
        }

        /// The pieces a broad face is split into across.
        static let faceSplits = 4

        /// Points from `a` to `b` (across, cm) at height `z`, both ends included.
        private func split(from a: Double, to b: Double, z: Double) -> [(u: Double, z: Double)] {
            (0...Self.faceSplits).map { (a + (b - a) * Double($0) / Double(Self.faceSplits), z) }
        }
    }

    /// The finger ring: an elliptical torus whose tube is centred at `z`.
    static func torus(_ ring: Ring, z: Double, around: Int = 44, tube: Int = 14) -> Solid {
        let rings: [[Vec3]] = (0..<around).map { i in
            let a = Double(i) / Double(around) * 2 * .pi
            let p = ring.point(a)
            let outward = Vec2(cos(a) / ring.radii.x, sin(a) / ring.radii.y).normalized
            return (0..<tube).map { k in
                let b = Double(k) / Double(tube) * 2 * .pi
                let r = ring.tube.x * cos(b)
                return Vec3(p.x + outward.x * r, p.y + outward.y * r, z + ring.tube.y * sin(b))
            }
        }
        return Solid.loft(rings, closed: true, material: .steel)
    }

    /// The screw's front head: a low dome on half A's outer face.
    static func screwHead(segments: Int = 24) -> Solid {
        let face = gap + thickness
        let profile: [(r: Double, z: Double)] = [
            (0.9, -0.03), (1.0, 0.05), (0.93, 0.12), (0.72, 0.17), (0.4, 0.2),
        ]
        let rings: [[Vec3]] = profile.map { step in
            (0..<segments).map { k in
                let a = Double(k) / Double(segments) * 2 * .pi
                let r = step.r * screwRadius
                return Vec3(r * cos(a), r * sin(a), face + step.z)
            }
        }
        return Solid.loft(rings, closed: false, material: .screw)
    }
}

/// 0 below `a`, 1 above `b`, and a smooth S between.
func smoothstep(_ a: Double, _ b: Double, _ x: Double) -> Double {
    let t = max(0, min(1, (x - a) / (b - a)))
    return t * t * (3 - 2 * t)
}
