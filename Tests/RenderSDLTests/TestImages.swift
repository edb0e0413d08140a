import Core
import Engine
import Imaging

/// Pictures the render tests draw, made in code so their pixels are known.
enum TestImages {
    /// 64×64 in four quadrants: red top-left, green top-right, blue bottom-left, white
    /// bottom-right, with a 4 px transparent border, so rotations and mirrors show.
    static let quadrants: Image = {
        var image = Image(width: 64, height: 64)
        for y in 4..<60 {
            for x in 4..<60 {
                image[x: x, y: y] = switch (x < 32, y < 32) {
                case (true, true): Color(r: 255, g: 0, b: 0)
                case (false, true): Color(r: 0, g: 255, b: 0)
                case (true, false): Color(r: 0, g: 0, b: 255)
                case (false, false): Color(r: 255, g: 255, b: 255)
                }
            }
        }
        return image
    }()

    /// 32×32 horizontal stripes 4 px high, alternating orange and purple.
    static let stripes: Image = {
        var image = Image(width: 32, height: 32)
        for y in 0..<32 {
            for x in 0..<32 {
                image[x: x, y: y] = (y / 4).isMultiple(of: 2) ? Color(r: 255, g: 140, b: 0) : Color(r: 120, g: 40, b: 200)
            }
        }
        return image
    }()

    /// A store holding `quadrants` (texture 0) and `stripes` (texture 1).
    static func store() -> AssetStore {
        let store = AssetStore(root: "/nonexistent")
        store.add(quadrants)
        store.add(stripes)
        return store
    }
}
