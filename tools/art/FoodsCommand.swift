import ArgumentParser
import Engine
import Foundation

/// `diorama-art foods`: one picture per catalog food, its emoji drawn from Noto Color Emoji on a
/// transparent background and trimmed. The scene makes the white-outlined sticker from it when it
/// loads, so the picture has no outline of its own.
struct FoodsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "foods",
        abstract: "Draws each catalog food's emoji to <out>/<id>.png (transparent, trimmed)."
    )

    @Option(help: "The food catalog.")
    var catalog = "scenes/sticker-jar/data/foods.yml"

    @Option(help: "The folder the pictures go to.")
    var out = "scenes/sticker-jar/art/foods"

    func run() throws {
        let foods = try FoodCatalogFile.load(from: catalog).foods
        try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
        let renderer = try EmojiRenderer()
        for food in foods {
            let picture = try renderer.render(food.emoji).trimmed()
            guard picture.width > 0 else { throw ArtError("\(food.id): the font has no picture for \(food.emoji)") }
            try picture.writePNG(to: out + "/" + food.id + ".png")
            print("\(out)/\(food.id).png  \(picture.width)×\(picture.height)")
        }
    }
}
