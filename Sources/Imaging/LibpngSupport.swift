import CPNG
#if canImport(Glibc)
import Glibc
#endif

extension png_image {
    /// The message libpng left after a failed call.
    var errorMessage: String {
        withUnsafeBytes(of: message) { raw in
            let text = String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            return text.isEmpty ? "libpng gave no message" : text
        }
    }
}

/// The C library's description of the `errno` value `code`.
func systemMessage(_ code: Int32) -> String { String(cString: strerror(code)) }
