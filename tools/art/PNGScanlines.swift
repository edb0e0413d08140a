/// The filtered scanlines a PNG's IDAT data compresses: samples packed to the bit depth, each row
/// behind its filter-type byte, in one pass or Adam7's seven.
enum PNGScanlines {
    /// Adam7's passes: first column and row, column and row steps.
    static let adam7: [(x: Int, y: Int, dx: Int, dy: Int)] = [
        (0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2),
    ]

    /// The filtered scanlines of a `width × height` image whose pixel (x, y) has the samples
    /// `pixel(x, y)` (`channels` of them, each below 2^`bitDepth`). Rows take filter types
    /// None, Sub, Up, Average and Paeth in turn, so a decoder meets all five.
    static func filtered(width: Int, height: Int, channels: Int, bitDepth: Int, interlaced: Bool,
                         pixel: (Int, Int) -> [Int]) -> [UInt8] {
        let passes = interlaced ? adam7 : [(0, 0, 1, 1)]
        var out: [UInt8] = []
        var rowNumber = 0
        for pass in passes {
            let columns = Array(stride(from: pass.x, to: width, by: pass.dx))
            let rows = Array(stride(from: pass.y, to: height, by: pass.dy))
            guard !columns.isEmpty, !rows.isEmpty else { continue }
            var previous: [UInt8]?
            for y in rows {
                let row = packed(columns.map { pixel($0, y) }, bitDepth: bitDepth)
                let filter = rowNumber % 5
                out.append(UInt8(filter))
                out += apply(filter: filter, to: row, previous: previous,
                             bytesPerPixel: max(1, channels * bitDepth / 8))
                previous = row
                rowNumber += 1
            }
        }
        return out
    }

    /// One row's samples packed big-endian, several to a byte below 8 bits (the first in the high
    /// bits), the last byte padded with zero bits.
    static func packed(_ pixels: [[Int]], bitDepth: Int) -> [UInt8] {
        var bytes: [UInt8] = []
        var bits = 0, count = 0
        for sample in pixels.joined() {
            if bitDepth == 16 {
                bytes += [UInt8(sample >> 8), UInt8(sample & 0xFF)]
                continue
            }
            bits = bits << bitDepth | sample
            count += bitDepth
            if count == 8 {
                bytes.append(UInt8(bits))
                bits = 0
                count = 0
            }
        }
        if count > 0 { bytes.append(UInt8(bits << (8 - count))) }
        return bytes
    }

    /// `row` filtered with PNG filter type `filter` (0 None, 1 Sub, 2 Up, 3 Average, 4 Paeth)
    /// against the unfiltered `previous` row of the pass (zeros for the first).
    static func apply(filter: Int, to row: [UInt8], previous: [UInt8]?, bytesPerPixel: Int) -> [UInt8] {
        let above = previous ?? [UInt8](repeating: 0, count: row.count)
        return row.indices.map { i in
            let a = i >= bytesPerPixel ? Int(row[i - bytesPerPixel]) : 0
            let b = Int(above[i])
            let c = i >= bytesPerPixel ? Int(above[i - bytesPerPixel]) : 0
            let predictor = switch filter {
            case 1: a
            case 2: b
            case 3: (a + b) / 2
            case 4: paeth(a, b, c)
            default: 0
            }
            return UInt8(truncatingIfNeeded: Int(row[i]) - predictor)
        }
    }

    /// The Paeth predictor: whichever of left, above and upper-left is nearest a + b - c.
    private static func paeth(_ a: Int, _ b: Int, _ c: Int) -> Int {
        let p = a + b - c
        let pa = abs(p - a), pb = abs(p - b), pc = abs(p - c)
        return pa <= pb && pa <= pc ? a : pb <= pc ? b : c
    }
}
