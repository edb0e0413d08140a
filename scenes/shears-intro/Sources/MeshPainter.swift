import Engine

/// Draws the scissors as one triangle mesh: every corner posed and perspective-projected, faces
/// turned away culled, each remaining face shaded by `MetalShading` with its own (flat) normal,
/// and the faces sorted back to front (the painter's algorithm) by the depth of their centroids.
/// Each corner of a face is lit along its own line of sight, so a flat blade shows the studio's
/// reflection sliding across it as it turns.
///
/// The model is fine enough (no face longer than about 0.4 cm across the blades) that sorting
/// whole faces leaves no face showing through another; `ShearsDepthOrderTests` checks it against
/// a depth buffer at many orientations.
struct MeshPainter {
    let model: ScissorsModel
    var shading = MetalShading()
    /// The stage camera at zoom 1.
    var camera: PerspectiveCamera
    /// The triangles across each edge, for half A, half B and the screw.
    private let neighbours: [EdgeNeighbours]

    /// How far the soft rim beyond each silhouette edge reaches, in canvas pixels: about a pixel
    /// of a 1280 × 800 window, so the pixels an edge crosses are partly covered, not stepped.
    static let fringeWidth = 1.5

    init(model: ScissorsModel, camera: PerspectiveCamera) {
        self.model = model
        self.camera = camera
        neighbours = [model.halfA, model.halfB, model.screw].map(EdgeNeighbours.init)
    }

    /// One face ready to draw.
    struct Face {
        /// Indices into the posed corners.
        var a: Int32, b: Int32, c: Int32
        /// Depth of the centroid in front of the camera, cm; larger is farther.
        var depth: Double
        /// The colours at corners a, b and c.
        var colors: (Color, Color, Color)
        /// Which edges are on the silhouette (bit 0 a→b, bit 1 b→c, bit 2 c→a): the face across
        /// them is turned away, so whatever is behind shows beyond them.
        var silhouette: UInt8
    }

    /// The corners of every part posed in view space (cm), and the faces that face the camera,
    /// back to front.
    func faces(for pose: Pose, alpha: Double = 1) -> (corners: [Vec3], faces: [Face]) {
        let half = pose.bladeAngle / 2
        let parts: [(Solid, Quaternion)] = [
            (model.halfA, Quaternion(axis: Vec3(0, 0, 1), angle: half)),
            (model.halfB, Quaternion(axis: Vec3(0, 0, 1), angle: -half)),
            (model.screw, .identity),
        ]
        let eye = camera.eye
        var corners: [Vec3] = []
        corners.reserveCapacity(parts.reduce(0) { $0 + $1.0.positions.count })
        var faces: [Face] = []
        faces.reserveCapacity(model.triangleCount / 2 + 64)
        for (part, (solid, turn)) in parts.enumerated() {
            let base = Int32(corners.count)
            let rotation = RotationMatrix(pose.orientation * turn)
            let centre = pose.orientation.rotate(model.center)
            let shift = pose.offset - centre
            for p in solid.positions { corners.append(rotation.apply(p) + shift) }
            let normals = solid.triangles.map { t in
                let a = corners[Int(base + t.a)]
                return (corners[Int(base + t.b)] - a).cross(corners[Int(base + t.c)] - a)
            }
            let facing = solid.triangles.indices.map { normals[$0].dot(eye - corners[Int(base + solid.triangles[$0].a)]) > 0 }
            let across = neighbours[part].across
            for (index, t) in solid.triangles.enumerated() where facing[index] {
                let a = corners[Int(base + t.a)], b = corners[Int(base + t.b)], c = corners[Int(base + t.c)]
                var silhouette: UInt8 = 0
                for edge in 0..<3 {
                    let other = across[index * 3 + edge]
                    if other < 0 || !facing[Int(other)] { silhouette |= 1 << edge }
                }
                let n = normals[index].normalized
                func lit(_ p: Vec3) -> Color {
                    MetalShading.encode(shading.shade(normal: n, toEye: (eye - p).normalized, material: t.material), alpha: alpha)
                }
                faces.append(Face(a: base + t.a, b: base + t.b, c: base + t.c, depth: camera.depth(of: (a + b + c) / 3),
                                  colors: (lit(a), lit(b), lit(c)), silhouette: silhouette))
            }
        }
        faces.sort { $0.depth > $1.depth }
        return (corners, faces)
    }

    /// The frame's mesh of the scissors at `pose`, `alpha` 0...1 opaque (ghosts are fainter).
    ///
    /// Each face is followed by a fringe `fringeWidth` wide beyond each of its silhouette edges,
    /// fading from the face's colour to transparent: the edge is anti-aliased wherever the
    /// scissors end, against the stage or a farther part, by the same triangles in a window and
    /// headless.
    func mesh(for pose: Pose, alpha: Double = 1) -> Mesh {
        let (corners, faces) = faces(for: pose, alpha: alpha)
        var camera = self.camera
        camera.focalLength *= pose.zoom
        let projected = corners.map(camera.project)
        var vertices: [MeshVertex] = []
        vertices.reserveCapacity(faces.count * 4)
        var indices: [Int32] = []
        indices.reserveCapacity(faces.count * 4)
        for face in faces {
            let points = [projected[Int(face.a)], projected[Int(face.b)], projected[Int(face.c)]]
            let colors = [face.colors.0, face.colors.1, face.colors.2]
            let first = Int32(vertices.count)
            for corner in 0..<3 { vertices.append(MeshVertex(position: points[corner], color: colors[corner])) }
            indices += [first, first + 1, first + 2]
            for edge in 0..<3 where face.silhouette & (1 << edge) != 0 {
                let from = edge, to = (edge + 1) % 3
                appendFringe(from: points[from], to: points[to], awayFrom: points[(edge + 2) % 3],
                             colors: (colors[from], colors[to]), vertices: &vertices, indices: &indices)
            }
        }
        return Mesh(vertices: vertices, indices: indices)
    }

    /// Adds the fringe beyond the edge `p`→`q` of a face whose third corner is `r`: a strip
    /// `fringeWidth` wide, reaching as far past each end, from the edge's colours to clear.
    private func appendFringe(from p: Vec2, to q: Vec2, awayFrom r: Vec2, colors: (Color, Color),
                              vertices: inout [MeshVertex], indices: inout [Int32]) {
        let along = q - p
        guard along.lengthSquared > 1e-12 else { return }
        let direction = along.normalized
        var outward = direction.perpendicular
        if outward.dot(r - p) > 0 { outward = outward * -1 }
        let w = Self.fringeWidth
        let first = Int32(vertices.count)
        vertices.append(MeshVertex(position: p, color: colors.0))
        vertices.append(MeshVertex(position: q, color: colors.1))
        vertices.append(MeshVertex(position: q + (outward + direction) * w, color: colors.1.withAlpha(0)))
        vertices.append(MeshVertex(position: p + (outward - direction) * w, color: colors.0.withAlpha(0)))
        indices += [first, first + 1, first + 2, first, first + 2, first + 3]
    }

    /// Where the centre of the scissors at `pose` lands on the canvas, and the radius of a circle
    /// there that holds them, in canvas pixels.
    func footprint(of pose: Pose) -> (center: Vec2, radius: Double) {
        var camera = self.camera
        camera.focalLength *= pose.zoom
        let depth = camera.depth(of: pose.offset)
        return (camera.project(pose.offset), model.boundingRadius * camera.scale(atDepth: max(depth - model.boundingRadius, 1)))
    }
}

/// A unit quaternion as a 3 × 3 matrix, for turning many points quickly.
struct RotationMatrix {
    let r0: Vec3, r1: Vec3, r2: Vec3

    init(_ q: Quaternion) {
        let q = q.normalized
        let (w, x, y, z) = (q.w, q.x, q.y, q.z)
        r0 = Vec3(1 - 2 * (y * y + z * z), 2 * (x * y - w * z), 2 * (x * z + w * y))
        r1 = Vec3(2 * (x * y + w * z), 1 - 2 * (x * x + z * z), 2 * (y * z - w * x))
        r2 = Vec3(2 * (x * z - w * y), 2 * (y * z + w * x), 1 - 2 * (x * x + y * y))
    }

    func apply(_ p: Vec3) -> Vec3 { Vec3(r0.dot(p), r1.dot(p), r2.dot(p)) }
}
