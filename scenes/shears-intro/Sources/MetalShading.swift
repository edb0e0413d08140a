import Engine
import Foundation

/// What a face is made of.
enum Material: UInt8 {
    /// Polished stainless steel: blades, shanks, rings.
    case steel
    /// The gold-toned pivot screw.
    case screw
}

/// Flat metal shading in view space (the camera looks down -z): diffuse and Blinn-Phong specular
/// from a warm key light and a cool fill light, a reflection of a studio gradient (bright above
/// a horizon band, dark below), and a rim that lifts grazing faces off the black stage.
struct MetalShading {
    /// A light: where it shines from (unit, view space) and its colour (linear, 0...1+).
    struct Light {
        var direction: Vec3
        var color: Vec3
    }

    var key = Light(direction: Vec3(-0.55, 0.65, 0.55).normalized, color: Vec3(1.0, 0.97, 0.92))
    var fill = Light(direction: Vec3(0.75, -0.25, 0.45).normalized, color: Vec3(0.38, 0.45, 0.58))

    /// The colour of a face with unit normal `n`, seen along unit `toEye` (from the face to the
    /// eye), as linear RGB 0...1.
    func shade(normal n: Vec3, toEye v: Vec3, material: Material) -> Vec3 {
        let base: Vec3, diffuse: Double, shininess: Double, reflection: Double
        switch material {
        case .steel: (base, diffuse, shininess, reflection) = (Vec3(0.62, 0.64, 0.68), 0.16, 90, 1.0)
        case .screw: (base, diffuse, shininess, reflection) = (Vec3(0.95, 0.72, 0.36), 0.3, 50, 0.8)
        }
        var color = base * 0.035
        color += lit(by: key, normal: n, toEye: v, base: base, diffuse: diffuse, shininess: shininess)
        color += lit(by: fill, normal: n, toEye: v, base: base, diffuse: diffuse, shininess: shininess)
        // Metals tint what they reflect.
        let r = n * (2 * n.dot(v)) - v
        color += mul(environment(r), base) * reflection
        let grazing = 1 - max(0, n.dot(v))
        color += Vec3(0.55, 0.6, 0.7) * (grazing * grazing * grazing * 0.3)
        return color
    }

    /// One light's diffuse and specular share.
    private func lit(by light: Light, normal n: Vec3, toEye v: Vec3, base: Vec3, diffuse: Double, shininess: Double) -> Vec3 {
        let lambert = n.dot(light.direction)
        guard lambert > 0 else { return .zero }
        let specular = pow(max(0, n.dot((light.direction + v).normalized)), shininess)
        return mul(base, light.color) * (diffuse * lambert) + mul(light.color, Vec3(1, 1, 1).lerp(to: base, 0.4)) * (specular * 1.1)
    }

    /// The studio the metal reflects, by reflected direction `r` (view space, unit): a dark
    /// floor, a bright softbox band just above the horizon, a grey ceiling.
    func environment(_ r: Vec3) -> Vec3 {
        let floor = Vec3(0.012, 0.012, 0.015), ceiling = Vec3(0.3, 0.32, 0.37)
        var color = floor.lerp(to: ceiling, smoothstep(-0.1, 0.7, r.y))
        let band = exp(-pow((r.y - 0.18) / 0.06, 2))
        color += Vec3(1, 1, 1) * (band * 1.1)
        // A softbox to the upper left, behind the key light.
        let box = max(0, r.dot(Self.softbox))
        let box8 = box * box * box * box * box * box * box * box
        color += Vec3(1, 0.98, 0.95) * (box8 * box8 * box8 * 0.9)
        return color
    }

    /// Where the softbox the metal reflects is, as a direction (unit, view space).
    static let softbox = Vec3(-0.6, 0.5, 0.62).normalized

    /// `c` (linear, 0...1+) as an sRGB colour (gamma 2.2) with `alpha` 0...1.
    static func encode(_ c: Vec3, alpha: Double = 1) -> Color {
        func channel(_ v: Double) -> UInt8 { gamma[Int(max(0, min(1, v)) * Double(gamma.count - 1) + 0.5)] }
        return Color(r: channel(c.x), g: channel(c.y), b: channel(c.z), a: UInt8((max(0, min(1, alpha)) * 255).rounded()))
    }

    /// Linear 0...1 in 4,096 steps to 8-bit gamma-2.2 values.
    private static let gamma: [UInt8] = (0..<4096).map { UInt8((pow(Double($0) / 4095, 1 / 2.2) * 255).rounded()) }

    private func mul(_ a: Vec3, _ b: Vec3) -> Vec3 { Vec3(a.x * b.x, a.y * b.y, a.z * b.z) }
}
