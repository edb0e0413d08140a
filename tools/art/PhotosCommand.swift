import ArgumentParser
import Engine
import Foundation

/// `diorama-art photos`: sample "photos" for `diorama sticker make` and for tests of lifting a
/// subject off its background. Each is a food emoji scaled up onto an opaque backdrop, plain or a
/// blurred tablecloth (with a soft shadow); plus an empty (fully transparent) and a uniform
/// (one flat colour) picture for the edge cases; and `banana-phone.jpg`, the plain banana as a
/// phone held sideways stores it: a JPEG turned a quarter, with an EXIF orientation to undo it.
struct PhotosCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "photos",
        abstract: "Draws sample photos: foods on plain and tablecloth backgrounds, a phone JPEG, plus empty and uniform pictures."
    )

    @Option(help: "The folder the photos go to.")
    var out = "assets/photos"

    /// A photo's size in pixels, and the food's longest side in it.
    static let size = (width: 640, height: 512)
    static let foodSide = 360

    /// The foods photographed: file-name stem, emoji, the plain backdrop and the tablecloth.
    static let subjects: [(name: String, emoji: String, plain: Paint, cloth: PhotoBackdrop)] = [
        ("banana", "🍌", Paint(hex: 0xF3EFE6),
         .tablecloth(cloth: Paint(hex: 0xF4F6F8), check: Paint(hex: 0x4F7FB8), period: 116)),
        ("croissant", "🥐", Paint(hex: 0xE8EEF3),
         .tablecloth(cloth: Paint(hex: 0xF2F1EA), check: Paint(hex: 0x7E9C6E), period: 98)),
        ("pizza", "🍕", Paint(hex: 0xF6F2EA),
         .tablecloth(cloth: Paint(hex: 0xFBF7F2), check: Paint(hex: 0xC8453C), period: 124)),
    ]

    func run() throws {
        try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
        let renderer = try EmojiRenderer()
        let (width, height) = Self.size
        for subject in Self.subjects {
            let picture = try renderer.render(subject.emoji).trimmed()
            let k = Double(Self.foodSide) / Double(max(picture.width, picture.height))
            let food = picture.scaled(width: Int((Double(picture.width) * k).rounded()),
                                      height: Int((Double(picture.height) * k).rounded()))
            let x = (width - food.width) / 2, y = (height - food.height) / 2

            var plain = Canvas(PhotoBackdrop.plain(subject.plain).image(width: width, height: height))
            plain.draw(food, x: x, y: y)
            try write(plain.image(), "\(subject.name)-plain.png")
            if subject.name == "banana" {
                let path = out + "/banana-phone.jpg"
                try Data(ExifJPEG.data(plain.image(), orientation: .rotate90, quality: 90)).write(to: URL(fileURLWithPath: path))
                print("\(path)  \(height)×\(width) stored, shown \(width)×\(height)")
            }

            var table = Canvas(subject.cloth.image(width: width, height: height))
            let shadow = food.shadow(radius: 9, opacity: 0.45, color: Paint(hex: 0x2B2118))
            let margin = (shadow.width - food.width) / 2
            table.draw(shadow, x: x - margin + 10, y: y - margin + 16)
            table.draw(food, x: x, y: y)
            try write(table.image(), "\(subject.name)-table.png")
        }
        try write(Image(width: 320, height: 240), "empty.png")
        try write(Image(width: 320, height: 240, fill: Color(hex: 0x9DB8C9)), "uniform.png")
    }

    private func write(_ image: Image, _ name: String) throws {
        let path = out + "/" + name
        try image.writePNG(to: path)
        print("\(path)  \(image.width)×\(image.height)")
    }
}
