#if canImport(Glibc)
import Glibc
#endif

/// 8-bit RGBA with straight alpha from libpng's 16-bit linear RGBA with associated
/// (premultiplied) alpha, gamma-encoded with the 1/2.2 power law libpng uses for its own 8-bit
/// output. Fully transparent pixels become transparent black.
func encodeLinearPremultiplied(_ samples: [UInt16]) -> [UInt8] {
    var pixels = [UInt8](repeating: 0, count: samples.count)
    for i in stride(from: 0, to: samples.count, by: 4) {
        let alpha = Int(samples[i + 3])
        guard alpha > 0 else { continue }
        for c in 0..<3 {
            let straight = min((Int(samples[i + c]) * 65535 + alpha / 2) / alpha, 65535)
            pixels[i + c] = gammaEncoding[straight]
        }
        pixels[i + 3] = UInt8((alpha * 255 + 32895) >> 16)
    }
    return pixels
}

/// The 8-bit display value of each 16-bit linear value.
private let gammaEncoding: [UInt8] = (0...65535).map { UInt8((255 * pow(Double($0) / 65535, 1 / 2.2)).rounded()) }
