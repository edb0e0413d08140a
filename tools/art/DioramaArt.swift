import ArgumentParser

/// `diorama-art`: makes the PNG art the scenes ship with, from data files and the fonts on the
/// machine. Run from the project root (the defaults are paths relative to it); `tools/make-art`
/// builds the tool and regenerates everything.
@main
struct DioramaArt: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diorama-art",
        abstract: "Makes the sticker jar's art (food pictures, the jar's glass, sample photos, unlisted foods for its recogniser), the photo editor's sample photos, the application icon, the PNG test corpus and the JPEG fuzzer's seeds.",
        subcommands: [FoodsCommand.self, UnlistedFoodsCommand.self, JarCommand.self, PhotosCommand.self, EditorPhotosCommand.self, IconCommand.self, PNGCorpusCommand.self, FuzzSeedsCommand.self]
    )
}

/// A failure the tool reports in one line and exits on.
struct ArtError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
