import ArgumentParser
import Foundation

/// `diorama-art icon`: Diorama's application icon, a glass jar of stickers, at each size a desktop
/// wants for its hicolor icon theme, as `diorama-<size>.png`.
struct IconCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "icon",
        abstract: "Draws the application icon to <out>/diorama-<size>.png at the hicolor sizes."
    )

    /// The sizes freedesktop.org's hicolor theme lists for applications, in pixels.
    static let sizes = [16, 22, 24, 32, 48, 64, 128, 256]

    @Option(help: "The folder the icons go to.")
    var out = "assets/icon"

    func run() throws {
        try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
        for size in Self.sizes {
            let image = IconArtist(size: size).image()
            let path = "\(out)/diorama-\(size).png"
            try image.writePNG(to: path)
            print("\(path)  \(size)×\(size)")
        }
    }
}
