import ArgumentParser
import Engine
import Foundation

/// `diorama sticker make PHOTO [--out STICKER.png]`: a die-cut sticker from a PNG or JPEG picture.
public struct StickerCommand: ParsableCommand {
    /// `sticker`, with its one subcommand, `make`.
    public static let configuration = CommandConfiguration(
        commandName: "sticker", abstract: "Make stickers from pictures.",
        subcommands: [Make.self])

    /// The command, as ArgumentParser makes it before it parses the command line.
    public init() {}

    /// A picture that cannot become a sticker, or an `--out` that cannot be written, in words
    /// that name the file.
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    struct Make: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Lift a picture's subject and make it a sticker with a white outline and a soft shadow.",
            discussion: """
                A picture with transparency keeps its alpha; otherwise the background is found by \
                colour similarity, flood-filled from the border, and removed. A picture with no \
                subject (empty, one colour, all transparent) is refused with a message.
                """)

        @Argument(help: ArgumentHelp("The picture, a PNG or JPEG file (a JPEG is turned upright by its EXIF orientation).",
                                     valueName: "photo"))
        var photo: String

        @Option(help: ArgumentHelp("Where to write the sticker (default: PHOTO.sticker.png beside the picture).",
                                   valueName: "sticker.png"))
        var out: String?

        @Option(help: "The sticker's longest side, in pixels.")
        var size: Int = StickerStyle().maxSide

        func validate() throws {
            let smallest = StickerStyle().smallestSide
            guard (smallest...4096).contains(size) else {
                throw ValidationError("--size must be \(smallest)...4096 pixels (room for the outline and the shadow)")
            }
        }

        func run() throws {
            let picture = try Image(contentsOfPicture: photo)
            let sticker: Image
            do {
                sticker = try StickerMaker.makeSticker(from: picture, style: StickerStyle(maxSide: size))
            } catch let error as StickerError {
                throw Failure(description: "\(photo): \(error)")
            }
            let destination = out ?? Self.defaultOutput(for: photo)
            do throws(OutputTarget.Refusal) {
                _ = try OutputTarget.check(destination)
            } catch {
                throw Failure(description: "--out \(destination): \(error)")
            }
            try sticker.writePNG(to: destination)
            print("wrote \(destination) (\(sticker.width)×\(sticker.height))")
        }

        /// `dir/name.png` → `dir/name.sticker.png`.
        static func defaultOutput(for photo: String) -> String {
            let url = URL(fileURLWithPath: photo)
            return url.deletingPathExtension().path + ".sticker.png"
        }
    }
}
