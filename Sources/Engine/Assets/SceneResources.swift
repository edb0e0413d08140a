import Foundation

/// A scene's data files and art: the resource bundle SwiftPM builds from the scene module's
/// `resources`, found beside the executable in a build folder, an installed copy or another
/// package alike.
///
/// A scene makes one from its own module's bundle, `SceneResources(bundle: .module)`, and reads
/// its files by their paths inside it, e.g. `resources.path("data/jar.yml")`.
public struct SceneResources: Sendable {
    /// The folder the resources are in.
    public let directory: String

    /// The resources in `bundle`.
    public init(bundle: Bundle) {
        directory = bundle.resourcePath ?? bundle.bundlePath
    }

    /// The resources in `directory`, for tests and tools.
    public init(directory: String) {
        self.directory = directory
    }

    /// The absolute path of the resource at `relativePath` (e.g. `art/jar-front.png`).
    public func path(_ relativePath: String) -> String {
        directory + "/" + relativePath
    }
}
