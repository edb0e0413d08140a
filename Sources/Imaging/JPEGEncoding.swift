import CJPEG

// MARK: - Writing JPEG data through libjpeg-turbo

extension Image {
    /// The image encoded as a baseline JPEG at `quality` (1–100), its alpha dropped.
    /// - Throws: `ImageError` when libjpeg refuses, e.g. for an image with no pixels.
    public func jpegData(quality: Int = 90) throws -> [UInt8] {
        var rgb = [UInt8]()
        rgb.reserveCapacity(width * height * 3)
        for i in stride(from: 0, to: pixels.count, by: 4) { rgb += pixels[i..<(i + 3)] }
        return try Self.encodeJPEG(rgb, width: width, height: height, components: 3, quality: quality)
    }

    /// JPEG bytes of `width × height` samples of `components` bytes each (1 grey, 3 RGB, 4 CMYK).
    /// - Throws: `ImageError` when libjpeg refuses.
    public static func encodeJPEG(_ samples: [UInt8], width: Int, height: Int, components: Int,
                                  quality: Int) throws -> [UInt8] {
        let name = "image \(width)×\(height)"
        guard width > 0, height > 0 else { throw ImageError(file: name, reason: .unencodable("no pixels")) }
        guard [1, 3, 4].contains(components), samples.count == width * height * components else {
            throw ImageError(file: name, reason: .unencodable("\(samples.count) bytes are not \(components)-byte pixels"))
        }
        var message = [CChar](repeating: 0, count: Int(DIORAMA_JPEG_MESSAGE_LENGTH))
        var output: UnsafeMutablePointer<UInt8>?
        var size = 0
        let status = samples.withUnsafeBufferPointer {
            diorama_jpeg_encode($0.baseAddress, UInt32(width), UInt32(height), Int32(components),
                                Int32(max(1, min(100, quality))), &output, &size, &message)
        }
        guard status == DIORAMA_JPEG_OK, let output else {
            let text = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            throw ImageError(file: name, reason: .unencodable(text))
        }
        defer { diorama_jpeg_free(output) }
        return Array(UnsafeBufferPointer(start: output, count: size))
    }
}
