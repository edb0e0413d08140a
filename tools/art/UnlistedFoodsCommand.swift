import ArgumentParser
import Engine
import Foundation

/// `diorama-art unlisted-foods`: pictures of foods the sticker jar's catalog does not list, drawn
/// as its own foods are (Noto Color Emoji, transparent, trimmed). Photos of them measure how
/// often the jar's recogniser names a food it cannot know instead of asking (`FoodPhotoSet`).
struct UnlistedFoodsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "unlisted-foods",
        abstract: "Draws foods the jar's catalog lacks to <out>/<name>.png (transparent, trimmed), for the recogniser's measurements."
    )

    @Option(help: "The folder the pictures go to.")
    var out = "scenes/sticker-jar/tests/unlisted-foods"

    /// The foods: file-name stem and emoji. Some look like listed foods on purpose (an orange
    /// like a peach, a green apple like a red one, a melon like a watermelon's rind).
    static let foods: [(name: String, emoji: String)] = [
        ("orange", "🍊"), ("green-apple", "🍏"), ("coconut", "🥥"), ("melon", "🍈"), ("blueberries", "🫐"),
        ("potato", "🥔"), ("eggplant", "🍆"), ("onion", "🧅"), ("bagel", "🥯"), ("pancakes", "🥞"),
        ("poultry-leg", "🍗"), ("dumpling", "🥟"),
    ]

    func run() throws {
        try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
        let renderer = try EmojiRenderer()
        for food in Self.foods {
            let picture = try renderer.render(food.emoji).trimmed()
            guard picture.width > 0 else { throw ArtError("\(food.name): the font has no picture for \(food.emoji)") }
            try picture.writePNG(to: out + "/" + food.name + ".png")
            print("\(out)/\(food.name).png  \(picture.width)×\(picture.height)")
        }
    }
}
