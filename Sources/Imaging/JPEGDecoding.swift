import CJPEG

// MARK: - Reading JPEG data through libjpeg-turbo

extension Image {
    /// Decodes JPEG bytes to RGBA8 (grey and CMYK pictures too), turned upright as its EXIF
    /// orientation says.
    ///
    /// The header is read first: a picture over `Image.maxJPEGPixelCount` pixels or
    /// `Image.maxSide` a side is refused before the pixels are allocated.
    /// - Parameter name: what errors call the data, usually the file it came from.
    /// - Throws: `ImageError` naming `name`: truncated, corrupt or too large.
    public init(jpegData: [UInt8], name: String) throws {
        guard !jpegData.isEmpty else { throw ImageError(file: name, reason: .truncated) }
        var message = [CChar](repeating: 0, count: Int(DIORAMA_JPEG_MESSAGE_LENGTH))
        func failure(_ status: DioramaJPEGStatus) -> ImageError {
            let text = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            return ImageError(file: name, reason: status == DIORAMA_JPEG_TRUNCATED ? .truncated : .corruptJPEG(text))
        }
        var header = DioramaJPEGHeader()
        let read = jpegData.withUnsafeBufferPointer { diorama_jpeg_read_header($0.baseAddress, $0.count, &header, &message) }
        guard read == DIORAMA_JPEG_OK else { throw failure(read) }
        let width = Int(header.width), height = Int(header.height)
        guard width <= Self.maxSide, height <= Self.maxSide else {
            throw ImageError(file: name, reason: .tooLarge(width: width, height: height, byteCount: width * height * 4))
        }
        guard width * height <= Self.maxJPEGPixelCount else {
            throw ImageError(file: name, reason: .tooManyPixels(width: width, height: height))
        }
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        let decoded = jpegData.withUnsafeBufferPointer { data in
            pixels.withUnsafeMutableBufferPointer { out in
                diorama_jpeg_decode(data.baseAddress, data.count, out.baseAddress, header.width, header.height, &message)
            }
        }
        guard decoded == DIORAMA_JPEG_OK else { throw failure(decoded) }
        self = Image(width: width, height: height, pixels: pixels).oriented(ExifOrientation(jpeg: jpegData))
    }
}
