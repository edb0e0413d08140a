extension AlphaMask {
    /// The mask without its specks: solid regions (diagonal neighbours joined) smaller than
    /// `fraction` of the largest region are cleared.
    public func keepingRegions(atLeast fraction: Double) -> AlphaMask {
        var region = [Int32](repeating: -1, count: solid.count)
        var sizes: [Int] = []
        var stack: [Int] = []
        for start in solid.indices where solid[start] && region[start] < 0 {
            let label = Int32(sizes.count)
            var size = 0
            region[start] = label
            stack.append(start)
            while let pixel = stack.popLast() {
                size += 1
                let x = pixel % width, y = pixel / width
                for ny in max(y - 1, 0)...min(y + 1, height - 1) {
                    for nx in max(x - 1, 0)...min(x + 1, width - 1) {
                        let neighbour = ny * width + nx
                        if solid[neighbour] && region[neighbour] < 0 {
                            region[neighbour] = label
                            stack.append(neighbour)
                        }
                    }
                }
            }
            sizes.append(size)
        }
        let smallest = Double(sizes.max() ?? 0) * fraction
        var kept = self
        for pixel in solid.indices where region[pixel] >= 0 && Double(sizes[Int(region[pixel])]) < smallest {
            kept.solid[pixel] = false
        }
        return kept
    }

    /// The smallest rectangle of pixels holding every solid one, as column and row ranges; nil
    /// when none is solid.
    public var solidBounds: (columns: Range<Int>, rows: Range<Int>)? {
        var minX = width, maxX = -1, minY = height, maxY = -1
        for y in 0..<height {
            for x in 0..<width where solid[y * width + x] {
                minX = min(minX, x); maxX = max(maxX, x)
                minY = min(minY, y); maxY = max(maxY, y)
            }
        }
        return maxX < 0 ? nil : (minX..<(maxX + 1), minY..<(maxY + 1))
    }
}
