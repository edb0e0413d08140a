/// A grid of values blurred by three passes of a box of `radius` pixels along each axis: close
/// to a Gaussian of standard deviation `radius + ½`, spreading `3 × radius` pixels. Values
/// outside the grid count as 0. O(width × height) whatever the radius.
public func boxBlurred(_ values: [Double], width: Int, height: Int, radius: Int) -> [Double] {
    guard radius > 0 else { return values }
    var values = values
    var line = [Double](), blurred = [Double]()
    for _ in 0..<3 {
        for y in 0..<height {   // rows
            line.replaceSubrange(line.indices, with: values[(y * width)..<(y * width + width)])
            boxBlur(line, into: &blurred, radius: radius)
            values.replaceSubrange((y * width)..<(y * width + width), with: blurred)
        }
        for x in 0..<width {   // columns
            line.removeAll(keepingCapacity: true)
            for y in 0..<height { line.append(values[y * width + x]) }
            boxBlur(line, into: &blurred, radius: radius)
            for y in 0..<height { values[y * width + x] = blurred[y] }
        }
    }
    return values
}

/// `line` averaged over a window of `2 × radius + 1` by a running sum.
private func boxBlur(_ line: [Double], into blurred: inout [Double], radius: Int) {
    let count = line.count, scale = 1 / Double(2 * radius + 1)
    blurred.removeAll(keepingCapacity: true)
    var sum = 0.0
    for i in 0..<min(radius, count) { sum += line[i] }
    for i in 0..<count {
        if i + radius < count { sum += line[i + radius] }
        if i - radius - 1 >= 0 { sum -= line[i - radius - 1] }
        blurred.append(sum * scale)
    }
}
