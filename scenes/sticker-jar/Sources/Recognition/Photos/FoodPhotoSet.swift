import Engine
import Foundation

/// Photos of foods made in code, for measuring the recogniser: each food's art (drawn by
/// `tools/make-art` from Noto Color Emoji) turned, scaled and set on a plain cloth, a gingham
/// tablecloth or a wooden table with its soft shadow, lit by a lamp, shade, daylight, a dim room
/// or a side window, with a little sensor noise, some saved as JPEG. The same inputs always make
/// the same bytes.
///
/// Two splits with nothing in common but the foods: `.reference` photos choose the
/// recogniser's limits, `.evaluation` photos (other backdrop colours and patterns, other seeds,
/// and two lights the reference photos never have) measure it.
public enum FoodPhotoSet {
    /// Which photos: those the limits are chosen on, or those that measure them.
    public enum Split: String, Sendable, CaseIterable {
        /// The photos the recogniser's limits are chosen on.
        case reference
        /// The photos that measure it, unlike the reference photos in all but the foods.
        case evaluation
    }

    /// A food to photograph: its name (a catalog id, or another food's), its art (transparent
    /// round the food), and whether the catalog lists it.
    public struct Subject: Sendable {
        /// A catalog id, or an unlisted food's name.
        public var name: String
        /// The food's picture, transparent round it.
        public var art: Image
        /// Whether the catalog lists the food.
        public var isListed: Bool

        /// A subject called `name` drawn by `art`.
        public init(name: String, art: Image, isListed: Bool) {
            self.name = name
            self.art = art
            self.isListed = isListed
        }
    }

    /// One generated photo: what it shows, on what, under which light, and its picture.
    public struct Photo: Sendable {
        /// The subject's name.
        public var subject: String
        /// Whether the catalog lists the subject.
        public var isListed: Bool
        /// What the food sits on.
        public var backdrop: FoodPhotoBackdrop
        /// How it is lit.
        public var lighting: FoodPhotoLighting
        /// Whether the picture went through JPEG (quality 80) and back.
        public var isJPEG: Bool
        /// The photo, opaque, `width × height` pixels.
        public var image: Image

        /// A name for reports and files: "banana-gingham-warm-lamp".
        public var name: String {
            "\(subject)-\(backdrop.kind)-\(lighting.name.replacingOccurrences(of: " ", with: "-"))"
        }
    }

    /// A photo's width and height, pixels.
    public static let width = 320, height = 256

    /// The backdrops of each split, one of each kind a subject is photographed on.
    static func backdrops(_ split: Split) -> [[FoodPhotoBackdrop]] {
        switch split {
        case .reference:
            return [[.plain(0xF3EFE6), .plain(0xDCE3EA), .plain(0xEFE4D6)],
                    [.gingham(cloth: 0xF4F6F8, check: 0x4F7FB8, period: 30, angle: 0),
                     .gingham(cloth: 0xF2F1EA, check: 0x7E9C6E, period: 24, angle: 0.3)],
                    [.wood(light: 0xC4925F, dark: 0x8C5E36, ring: 23)]]
        case .evaluation:
            return [[.plain(0xF6E9EC), .plain(0xE4E9DF), .plain(0xF7F7F5), .plain(0xD9D4CC)],
                    [.gingham(cloth: 0xFBF7F2, check: 0xC8453C, period: 28, angle: 0.15),
                     .gingham(cloth: 0xF3F3F6, check: 0x3C4A7A, period: 34, angle: -0.4),
                     .gingham(cloth: 0xFAF6E8, check: 0xD9A441, period: 20, angle: 0.7)],
                    [.wood(light: 0xA97850, dark: 0x6B4527, ring: 19), .wood(light: 0xD8B588, dark: 0xA8805A, ring: 31)]]
        }
    }

    /// The lights of each split: the evaluation photos add a dim room and a side window.
    static func lights(_ split: Split) -> [FoodPhotoLighting] {
        switch split {
        case .reference: [.daylight, .warmLamp, .coolShade]
        case .evaluation: [.daylight, .warmLamp, .coolShade, .dimEvening, .sideWindow]
        }
    }

    /// The photos of `subjects` in `split`: each subject once on each kind of backdrop, the
    /// backdrop, light, pose and noise chosen by a generator seeded from the split, the subject's
    /// name and the backdrop kind (so a subject's photos are the same in any company). Half the
    /// evaluation photos go through JPEG.
    public static func photos(of subjects: [Subject], split: Split) -> [Photo] {
        var photos: [Photo] = []
        let lights = lights(split)
        for subject in subjects {
            for (kind, choices) in backdrops(split).enumerated() {
                // Draws in a fixed order: backdrop, light, its strength and warmth, JPEG, then the pose.
                var random = RandomGenerator(seed: seed(split: split, subject: subject.name, kind: kind))
                let backdrop = choices[random.next(in: 0...(choices.count - 1))]
                let light = lights[random.next(in: 0...(lights.count - 1))]
                    .varied(strength: random.next(in: 0.92...1.08), warmth: random.next(in: -0.04...0.04))
                let jpeg = random.nextUnit() < 0.5 && split == .evaluation
                photos.append(photo(of: subject, on: backdrop, lighting: light, jpeg: jpeg, random: &random))
            }
        }
        return photos
    }

    /// A seed from the split, the subject and the kind of backdrop (FNV-1a over their bytes).
    private static func seed(split: Split, subject: String, kind: Int) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in Array("\(split.rawValue)/\(subject)/\(kind)".utf8) {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3
        }
        return hash
    }

    /// One photo of `subject` on `backdrop` under `lighting`; `random` picks its pose and noise.
    public static func photo(of subject: Subject, on backdrop: FoodPhotoBackdrop, lighting: FoodPhotoLighting,
                             jpeg: Bool, random: inout RandomGenerator) -> Photo {
        let art = subject.art
        // Pose: the food's longest side 140–200 px, turned up to ±0.6 rad, a little off centre.
        let side = random.next(in: 140.0...200.0)
        let scale = side / Double(max(art.width, art.height, 1))
        let angle = random.next(in: -0.6...0.6)
        let centre = (x: Double(width) / 2 + random.next(in: -24.0...24.0), y: Double(height) / 2 + random.next(in: -16.0...16.0))
        let shadowOffset = (x: random.next(in: -12.0...12.0), y: random.next(in: 6.0...16.0))
        let noiseLevel = random.next(in: 0.005...0.02)
        let noiseSeed = random.next()

        // The food's coverage and colour at each pixel (premultiplied, sRGB 0...1).
        let count = width * height
        var alpha = [Double](repeating: 0, count: count)
        var colour = [Double](repeating: 0, count: count * 3)
        let c = cos(angle), s = sin(angle)
        for y in 0..<height {
            for x in 0..<width {
                // Back from the photo to the art: undo the move, the turn and the scale.
                let dx = Double(x) + 0.5 - centre.x, dy = Double(y) + 0.5 - centre.y
                let u = (c * dx + s * dy) / scale + Double(art.width) / 2 - 0.5
                let v = (-s * dx + c * dy) / scale + Double(art.height) / 2 - 0.5
                let sample = bilinear(art, u, v)
                let i = y * width + x
                alpha[i] = sample.a
                colour[i * 3] = sample.r; colour[i * 3 + 1] = sample.g; colour[i * 3 + 2] = sample.b
            }
        }
        // The shadow: the food's coverage moved and blurred, darkening what is under it.
        var caster = [Double](repeating: 0, count: count)
        let ox = Int(shadowOffset.x.rounded()), oy = Int(shadowOffset.y.rounded())
        for y in 0..<height {
            for x in 0..<width {
                let sx = x - ox, sy = y - oy
                guard sx >= 0, sx < width, sy >= 0, sy < height else { continue }
                caster[y * width + x] = alpha[sy * width + sx]
            }
        }
        let shadow = boxBlurred(caster, width: width, height: height, radius: 4)

        var noise = RandomGenerator(seed: noiseSeed)
        var pixels = [UInt8](repeating: 255, count: count * 4)
        for y in 0..<height {
            for x in 0..<width {
                let i = y * width + x
                let fx = Double(x) + 0.5, fy = Double(y) + 0.5
                let ground = backdrop.color(x: fx, y: fy)
                let dark = 1 - 0.42 * shadow[i]
                let a = alpha[i]
                let srgb = [ground.0, ground.1, ground.2].map { min(max($0, 0), 1) }
                let light = lighting.strength(x: fx, y: fy, width: Double(width), height: Double(height))
                let gains = [lighting.gains.r, lighting.gains.g, lighting.gains.b]
                let grain = noiseLevel * (noise.nextUnit() * 2 - 1)
                for channel in 0..<3 {
                    // Mix in linear light, as light does, then light it and add the grain.
                    let under = linear(srgb[channel]) * dark
                    let food = a > 0 ? linear(min(max(colour[i * 3 + channel] / a, 0), 1)) : 0
                    let lit = (under * (1 - a) + food * a) * gains[channel] * light
                    let value = encoded(min(max(lit, 0), 1)) + grain
                    pixels[i * 4 + channel] = UInt8(min(max(value * 255, 0), 255).rounded())
                }
            }
        }
        var image = Image(width: width, height: height, pixels: pixels)
        if jpeg, let data = try? image.jpegData(quality: 80), let decoded = try? Image(pictureData: data, name: "photo.jpg") {
            image = decoded
        }
        return Photo(subject: subject.name, isListed: subject.isListed, backdrop: backdrop, lighting: lighting,
                     isJPEG: jpeg, image: image)
    }

    /// `image` sampled bilinearly at (`u`, `v`) (pixel centres at whole numbers): premultiplied
    /// colour and alpha, 0...1; transparent outside.
    private static func bilinear(_ image: Image, _ u: Double, _ v: Double) -> (r: Double, g: Double, b: Double, a: Double) {
        let x0 = Int(u.rounded(.down)), y0 = Int(v.rounded(.down))
        let fx = u - Double(x0), fy = v - Double(y0)
        var sum = (r: 0.0, g: 0.0, b: 0.0, a: 0.0)
        for (x, y, w) in [(x0, y0, (1 - fx) * (1 - fy)), (x0 + 1, y0, fx * (1 - fy)), (x0, y0 + 1, (1 - fx) * fy),
                          (x0 + 1, y0 + 1, fx * fy)] where w > 0 && x >= 0 && y >= 0 && x < image.width && y < image.height {
            let c = image[x: x, y: y]
            let a = Double(c.a) / 255 * w
            sum.r += Double(c.r) / 255 * a; sum.g += Double(c.g) / 255 * a; sum.b += Double(c.b) / 255 * a
            sum.a += a
        }
        return sum
    }

    /// sRGB 0...1 to linear light, and back.
    private static func linear(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
    private static func encoded(_ c: Double) -> Double { c <= 0.0031308 ? c * 12.92 : 1.055 * pow(c, 1 / 2.4) - 0.055 }
}

extension FoodPhotoSet {
    /// The subjects to photograph: every food of `catalog` (its art), then the pictures at
    /// `unlisted` (`<name>.png`: foods the catalog lacks, drawn by `diorama-art unlisted-foods`),
    /// named by their files.
    /// - Throws: `ImageError` naming a picture that cannot be read.
    public static func subjects(of catalog: OfflineFoodCatalog, unlisted: [String]) throws -> [Subject] {
        var subjects = try catalog.foods.map { food in
            Subject(name: food.id, art: try Image(contentsOfPNG: catalog.artPath(for: food.id)), isListed: true)
        }
        for path in unlisted {
            let file = path.split(separator: "/").last.map(String.init) ?? path
            let name = file.hasSuffix(".png") ? String(file.dropLast(4)) : file
            subjects.append(Subject(name: name, art: try Image(contentsOfPNG: path), isListed: false))
        }
        return subjects
    }
}
