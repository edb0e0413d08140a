import Engine

extension ShareImage {
    /// Renders the image at full size with a renderer from `makeRenderer` and writes it as a PNG
    /// at `path`, replacing any file there only once the new one is whole (`OutputFile`).
    /// - Throws: what the renderer throws, `ImageError` when the PNG cannot be encoded, or
    ///   `OutputFileError` naming `path` when it cannot be written.
    public func writePNG(to path: String, with makeRenderer: FrameRendererFactory) throws {
        try OutputFile.write(try rendered(with: makeRenderer).pngData(), to: path)
    }

    /// The file a share of `content` in `template` is saved as, e.g.
    /// `roast-story-3fa9c01b2e.png`: the same for the same picture, different for another, so
    /// saving a roast again replaces only its own identical file. The number is the FNV-1a of
    /// the template and content, in 10 hex digits.
    static func fileName(_ template: ShareTemplate, content: ShareContent) -> String {
        let key = [template.rawValue, content.language.rawValue, content.category.rawValue, String(content.spice), content.text]
            .joined(separator: "\u{1F}")
        let digits = String(RoastRevealScene.fnv1a(key.utf8) & 0xFF_FFFF_FFFF, radix: 16)
        return "roast-\(template.rawValue)-" + String(repeating: "0", count: 10 - digits.count) + digits + ".png"
    }
}
