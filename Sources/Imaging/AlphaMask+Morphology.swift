extension AlphaMask {
    /// The mask shrunk by `radius` pixels: a pixel stays solid only when every pixel in the
    /// square of side `2 × radius + 1` round it is solid (pixels outside the mask count as
    /// solid, so the frame does not eat into it). O(width × height) whatever the radius.
    public func eroded(by radius: Int) -> AlphaMask {
        guard radius > 0 else { return self }
        var rows = solid
        var line = [Bool](), out = [Bool]()
        for y in 0..<height {
            line.replaceSubrange(line.indices, with: solid[(y * width)..<(y * width + width)])
            Self.erode(line, into: &out, radius: radius)
            rows.replaceSubrange((y * width)..<(y * width + width), with: out)
        }
        var result = rows
        for x in 0..<width {
            line.removeAll(keepingCapacity: true)
            for y in 0..<height { line.append(rows[y * width + x]) }
            Self.erode(line, into: &out, radius: radius)
            for y in 0..<height { result[y * width + x] = out[y] }
        }
        return AlphaMask(width: width, height: height, solid: result)
    }

    /// `line` with each flag cleared when a clear flag lies within `radius` of it, by a running
    /// count of the clear flags in the window.
    private static func erode(_ line: [Bool], into out: inout [Bool], radius: Int) {
        let count = line.count
        out.removeAll(keepingCapacity: true)
        var clear = 0
        for i in 0..<min(radius, count) where !line[i] { clear += 1 }
        for i in 0..<count {
            if i + radius < count, !line[i + radius] { clear += 1 }
            if i - radius - 1 >= 0, !line[i - radius - 1] { clear -= 1 }
            out.append(clear == 0)
        }
    }
}
