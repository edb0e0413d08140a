import ArgumentParser
import Engine
import Foundation

/// `diorama-art jar`: the jar's glass, drawn around the outline in `jar.yml` so the art lines up
/// with the physics. Writes the back and front layers under the file names `jar.yml` gives.
struct JarCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "jar",
        abstract: "Draws the jar's back and front glass from the outline in jar.yml."
    )

    @Option(help: "The jar's shape.")
    var spec = "scenes/sticker-jar/data/jar.yml"

    @Option(help: "The folder the art goes to (file names come from the spec's art paths).")
    var out = "scenes/sticker-jar/art"

    func run() throws {
        let jar = try JarSpecFile.load(from: spec)
        let artist = try JarArtist(spec: jar)
        try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
        for (name, image) in [(jar.art.back, artist.back()), (jar.art.front, artist.front())] {
            let path = out + "/" + (name as NSString).lastPathComponent
            try image.writePNG(to: path)
            print("\(path)  \(image.width)×\(image.height)")
        }
    }
}
