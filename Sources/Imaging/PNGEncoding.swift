import CPNGEncoder

// MARK: - Writing PNG files through libpng, in one pass

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
        let bytes = try encodePNG(named: path)
        do {
            try OutputFile.write(bytes, to: path)
        } catch {
            throw ImageError(file: path, reason: .unwritable(error.reason))
        }
    }

    /// zlib's level for every PNG the engine writes: 1, the fastest, as screenshots, exports and
    /// goldens are written while a user waits (level 6 takes about five times as long for files
    /// about a fifth smaller).
    public static let pngCompressionLevel: Int32 = 1

    /// The PNG bytes, encoded in one pass; errors name `name`.
    private func encodePNG(named name: String) throws -> [UInt8] {
        guard width > 0, height > 0 else { throw ImageError(file: name, reason: .unencodable("no pixels")) }
        var message = [CChar](repeating: 0, count: 256)
        var bytes: UnsafeMutablePointer<UInt8>?
        var size = 0
        let encoded = pixels.withUnsafeBufferPointer { source in
            diorama_png_encode_rgba(source.baseAddress, UInt32(width), UInt32(height), Self.pngCompressionLevel,
                                    &bytes, &size, &message, message.count)
        }
        guard encoded != 0, let bytes else {
            throw ImageError(file: name, reason: .unencodable(String(cString: message)))
        }
        defer { diorama_png_encoded_free(bytes) }
        return Array(UnsafeBufferPointer(start: bytes, count: size))
    }
}
