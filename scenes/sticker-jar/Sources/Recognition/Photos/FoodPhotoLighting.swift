import Engine
import Foundation

/// How a generated food photo is lit: the light's colour and strength, and how it falls off
/// across the picture from the side it comes from.
public struct FoodPhotoLighting: Sendable, Equatable {
    /// The light's name, for reports: "daylight", "warm lamp"…
    public var name: String
    /// Linear-light gains per channel (the light's colour times its strength).
    public var gains: (r: Double, g: Double, b: Double)
    /// The direction the light comes from, radians (0 from the left, π/2 from the top), and how
    /// much darker the far side of the picture is than the near, 0...1.
    public var direction: Double, falloff: Double

    /// Whether two lights are the same in every setting.
    public static func == (l: Self, r: Self) -> Bool {
        l.name == r.name && l.gains == r.gains && l.direction == r.direction && l.falloff == r.falloff
    }

    /// Daylight from a window: neutral, a soft falloff.
    public static let daylight = FoodPhotoLighting(name: "daylight", gains: (1, 1, 1), direction: 0.8, falloff: 0.2)
    /// A warm indoor lamp, yellow-orange.
    public static let warmLamp = FoodPhotoLighting(name: "warm lamp", gains: (1.1, 0.98, 0.76), direction: 2.2, falloff: 0.25)
    /// Open shade outdoors, bluish.
    public static let coolShade = FoodPhotoLighting(name: "cool shade", gains: (0.88, 0.97, 1.12), direction: 1.6, falloff: 0.15)
    /// A dim evening room: dark and a little warm.
    public static let dimEvening = FoodPhotoLighting(name: "dim evening", gains: (0.62, 0.58, 0.5), direction: 3.6, falloff: 0.3)
    /// Strong light from one side: bright near it, a deep falloff across the picture.
    public static let sideWindow = FoodPhotoLighting(name: "side window", gains: (1.25, 1.22, 1.18), direction: 0, falloff: 0.5)

    /// This light with its gains scaled by `strength` and turned `warmth` towards warm (positive)
    /// or cool (negative), about ±0.1.
    func varied(strength: Double, warmth: Double) -> FoodPhotoLighting {
        var light = self
        light.gains = (gains.r * strength * (1 + warmth), gains.g * strength, gains.b * strength * (1 - warmth))
        return light
    }

    /// The light's strength at (`x`, `y`) of a `width × height` picture: 1 at the middle, up to
    /// `falloff / 2` more on the near side and less on the far.
    func strength(x: Double, y: Double, width: Double, height: Double) -> Double {
        let dx = (x / width - 0.5), dy = (y / height - 0.5)
        // Towards the light is negative along the direction it comes from.
        let along = -(dx * cos(direction) + dy * sin(direction))
        return 1 + falloff * along
    }
}
