/// The textures of files' decoded pictures (`PictureThumbnails`), sharp or blurred, uploaded to
/// a scene's assets on first use and let go together: render state, never simulated.
public struct PictureTextures {
    private var textures: [PictureThumbnails.Key: [Bool: TextureID]] = [:]

    /// No textures yet.
    public init() {}

    /// How many files have a texture.
    public var count: Int { textures.count }
    /// Whether no file has one.
    public var isEmpty: Bool { textures.isEmpty }

    /// The texture of `file`'s picture `image`, blurred or not, uploaded to `assets` on first use.
    public mutating func texture(of file: PictureThumbnails.Key, blurred: Bool = false, image: Image,
                                 in assets: AssetStore) -> TextureID {
        if let known = textures[file]?[blurred] { return known }
        let id = assets.add(image)
        textures[file, default: [:]][blurred] = id
        return id
    }

    /// Lets every texture go from `assets`.
    public mutating func releaseAll(from assets: AssetStore) {
        assets.release(textures.values.flatMap(\.values))
        textures.removeAll()
    }
}
