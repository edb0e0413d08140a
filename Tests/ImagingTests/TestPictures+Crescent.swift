import Core
import Imaging
import SceneTestSupport

/// The crescent the alpha-mask tests trace.
extension TestPictures {
    /// A crescent: the disc of radius 0.4 × `side` round the centre less the disc of radius
    /// 0.34 × `side` shifted right by 0.15 × `side`, opening to the right.
    static func inCrescent(_ p: Vec2, side: Double) -> Bool {
        let center = Vec2(side / 2, side / 2)
        return inDisc(p, center, 0.4 * side) && !inDisc(p, center + Vec2(0.15 * side, 0), 0.34 * side)
    }

    /// A mask of the crescent on a `side`-pixel square.
    static func crescentMask(side: Int) -> AlphaMask {
        let image = draw(width: side, height: side) { x, y in inCrescent(Vec2(x, y), side: Double(side)) ? .white : .clear }
        return AlphaMask(image)
    }
}
