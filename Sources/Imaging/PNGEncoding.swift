import CPNG

// MARK: - Writing PNG files through libpng's simplified API

extension Image {
    /// The image encoded as an 8-bit RGBA PNG (with an sRGB chunk).
    /// - Throws: `ImageError` when libpng refuses, e.g. for an image with no pixels.
    public func pngData() throws -> [UInt8] {
        try encodePNG(named: "image \(width)×\(height)")
    }

    /// Writes the image as a PNG file at `path`, replacing any file there only once the whole new
    /// file is written, so a failure never leaves a half-written file over an old one.
    /// - Throws: `ImageError` naming `path` when the image cannot be encoded or the file cannot
    ///   be written (missing or read-only folder, full disk…).
    public func writePNG(to path: String) throws {
        try writeAtomically(try encodePNG(named: path), to: path)
    }

    /// The PNG bytes; errors name `name`.
    private func encodePNG(named name: String) throws -> [UInt8] {
        var png = png_image()
        png.version = DIORAMA_PNG_IMAGE_VERSION
        png.width = UInt32(width)
        png.height = UInt32(height)
        png.format = DIORAMA_PNG_FORMAT_RGBA
        return try pixels.withUnsafeBytes { source in
            var size = 0
            guard width > 0, height > 0,
                  png_image_write_to_memory(&png, nil, &size, 0, source.baseAddress, 0, nil) != 0 else {
                throw ImageError(file: name, reason: .unencodable(width > 0 && height > 0 ? png.errorMessage : "no pixels"))
            }
            var data = [UInt8](repeating: 0, count: size)
            let written = data.withUnsafeMutableBytes {
                png_image_write_to_memory(&png, $0.baseAddress, &size, 0, source.baseAddress, 0, nil)
            }
            guard written != 0 else { throw ImageError(file: name, reason: .unencodable(png.errorMessage)) }
            return Array(data.prefix(size))
        }
    }
}
