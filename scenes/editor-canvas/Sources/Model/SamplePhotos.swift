import Engine
import Foundation
import Synchronization

/// The photos the editor opens with before the user brings one: PNG files painted by the art
/// tool (`diorama-art editor-photos`) and shipped in the scene's resources, decoded once per
/// process and shared (an image is a value).
enum SamplePhotos {
    /// The samples' files in the scene's resources, in `--param sample=N` order.
    static let files = ["art/photos/beach.png", "art/photos/mountains.png", "art/photos/portrait.png"]

    /// How many samples there are.
    static var count: Int { files.count }

    /// Where the scene's resources are.
    static let resources = SceneResources(bundle: .module)

    /// Sample `index` (0..<count), decoded on first use.
    /// - Throws: `ImageError` naming the file when it is missing or damaged.
    static func photo(_ index: Int) throws -> Image {
        try cache.withLock { cache in
            if let made = cache[index] { return made }
            let made = try Image(contentsOfPicture: resources.path(files[index]))
            cache[index] = made
            return made
        }
    }

    private static let cache = Mutex<[Int: Image]>([:])
}
