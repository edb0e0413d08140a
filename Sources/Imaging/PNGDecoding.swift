import CPNG
#if canImport(Glibc)
import Glibc
#endif

// MARK: - Reading PNG files through libpng's simplified API

extension Image {
    /// Decodes the PNG file at `path` to RGBA8, whatever its colour type, bit depth, palette,
    /// transparency chunk or interlacing.
    ///
    /// Colours are converted for display using the file's gamma information (libpng's 2.2 power
    /// law); 16-bit files without any are taken to be sRGB, as image viewers do. Headers over
    /// `maxSide` pixels a side or needing over `maxByteCount` bytes to decode are refused before
    /// the pixels are allocated.
    /// - Throws: `ImageError` naming `path`: missing, unreadable, not a PNG, truncated, corrupt
    ///   or too large.
    public init(contentsOfPNG path: String) throws {
        // Read whole and bounded first: a named pipe or a device in a save folder is refused
        // at once instead of holding the reader.
        self = try Image(pngData: try Self.readFile(path), name: path)
    }

    /// Decodes PNG bytes to RGBA8, as `init(contentsOfPNG:)` does a file.
    /// - Parameter name: what errors call the data, usually the file it came from.
    /// - Throws: `ImageError` naming `name`: not a PNG, truncated, corrupt or too large.
    public init(pngData: [UInt8], name: String) throws {
        guard !pngData.isEmpty else { throw ImageError(file: name, reason: .truncated) }
        self = try pngData.withUnsafeBytes { bytes in
            try Self.decodePNG(named: name, begin: { png_image_begin_read_from_memory(&$0, bytes.baseAddress, bytes.count) }) {
                nil
            }
        }
    }

    /// Runs libpng's simplified read: `begin` reads the header, then the limits are checked and
    /// the pixels decoded.
    /// - Parameter inputFailure: the reason to report when the input itself failed (end of file,
    ///   I/O error), or nil to go by libpng's message.
    private static func decodePNG(named name: String, begin: (inout png_image) -> Int32,
                                  inputFailure: () -> ImageError.Reason?) throws -> Image {
        var png = png_image()
        png.version = DIORAMA_PNG_IMAGE_VERSION
        func failure() -> ImageError {
            ImageError(file: name, reason: inputFailure() ?? reason(forLibpngMessage: png.errorMessage))
        }
        guard begin(&png) != 0 else { throw failure() }

        // libpng 1.6.39 scrambles Adam7-interlaced 16-bit files when it scales them to 8 bits
        // itself (half the pixels of PngSuite's basi*16 files come out wrong), so 16-bit files
        // are read as 16-bit linear RGBA and encoded to 8 bits here.
        let sixteenBit = png.format & DIORAMA_PNG_FORMAT_FLAG_LINEAR != 0
        let width = Int(png.width), height = Int(png.height)
        let byteCount = width * height * (sixteenBit ? 8 : 4)
        guard width <= maxSide, height <= maxSide, byteCount <= maxByteCount else {
            png_image_free(&png)
            throw ImageError(file: name, reason: .tooLarge(width: width, height: height, byteCount: byteCount))
        }
        png.flags |= DIORAMA_PNG_IMAGE_FLAG_16BIT_sRGB
        if sixteenBit {
            png.format = DIORAMA_PNG_FORMAT_RGBA | DIORAMA_PNG_FORMAT_FLAG_LINEAR
            var samples = [UInt16](repeating: 0, count: width * height * 4)
            let finished = samples.withUnsafeMutableBytes { png_image_finish_read(&png, nil, $0.baseAddress, 0, nil) }
            guard finished != 0 else { throw failure() }
            return Image(width: width, height: height, pixels: encodeLinearPremultiplied(samples))
        }
        png.format = DIORAMA_PNG_FORMAT_RGBA
        var pixels = [UInt8](repeating: 0, count: byteCount)
        let finished = pixels.withUnsafeMutableBytes { png_image_finish_read(&png, nil, $0.baseAddress, 0, nil) }
        guard finished != 0 else { throw failure() }
        return Image(width: width, height: height, pixels: pixels)
    }

    /// Turns libpng's error message into a reason, naming the common ones plainly.
    private static func reason(forLibpngMessage message: String) -> ImageError.Reason {
        switch message {
        case "Not a PNG file", "PNG file corrupted by ASCII conversion": .notPNG
        case "read beyond end of data", "Read Error", "Not enough image data": .truncated
        default: .corrupt(message)
        }
    }
}
