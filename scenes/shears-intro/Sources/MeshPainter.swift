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

    /// One face ready to draw.
    struct Face {
        /// Indices into the posed corners.
        var a: Int32, b: Int32, c: Int32
        /// Depth of the centroid in front of the camera, cm; larger is farther.
        var depth: Double
        /// The colours at corners a, b and c.
        var colors: (Color, Color, Color)
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
        for (solid, turn) in parts {
            let base = Int32(corners.count)
            let rotation = RotationMatrix(pose.orientation * turn)
            let centre = pose.orientation.rotate(model.center)
            let shift = pose.offset - centre
            for p in solid.positions { corners.append(rotation.apply(p) + shift) }
            for t in solid.triangles {
                let a = corners[Int(base + t.a)], b = corners[Int(base + t.b)], c = corners[Int(base + t.c)]
                let cross = (b - a).cross(c - a)
                guard cross.dot(eye - a) > 0 else { continue }
                let n = cross.normalized
                func lit(_ p: Vec3) -> Color {
                    MetalShading.encode(shading.shade(normal: n, toEye: (eye - p).normalized, material: t.material), alpha: alpha)
                }
                faces.append(Face(a: base + t.a, b: base + t.b, c: base + t.c, depth: camera.depth(of: (a + b + c) / 3),
                                  colors: (lit(a), lit(b), lit(c))))
            }
        }
        faces.sort { $0.depth > $1.depth }
        return (corners, faces)
    }

    /// The frame's mesh of the scissors at `pose`, `alpha` 0...1 opaque (ghosts are fainter).
    func mesh(for pose: Pose, alpha: Double = 1) -> Mesh {
        let (corners, faces) = faces(for: pose, alpha: alpha)
        var camera = self.camera
        camera.focalLength *= pose.zoom
        let projected = corners.map(camera.project)
        var vertices: [MeshVertex] = []
        vertices.reserveCapacity(faces.count * 3)
        for face in faces {
            vertices.append(MeshVertex(position: projected[Int(face.a)], color: face.colors.0))
            vertices.append(MeshVertex(position: projected[Int(face.b)], color: face.colors.1))
            vertices.append(MeshVertex(position: projected[Int(face.c)], color: face.colors.2))
        }
        return Mesh(vertices: vertices, indices: (0..<Int32(vertices.count)).map { $0 })
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
