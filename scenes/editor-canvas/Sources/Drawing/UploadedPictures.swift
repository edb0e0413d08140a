import Engine

/// The textures of decoded pictures (thumbnails sharp or blurred, the viewer's full-size ones),
/// uploaded to the scene's assets on first use and let go together: render state, never
/// simulated.
struct UploadedPictures {
    private var textures: [ThumbnailCache.Key: [Bool: TextureID]] = [:]

    /// How many files have a texture.
    var count: Int { textures.count }
    /// Whether no file has one.
    var isEmpty: Bool { textures.isEmpty }

    /// The texture of `file`'s picture `image`, blurred or not, uploaded to `assets` on first use.
    mutating func texture(of file: ThumbnailCache.Key, blurred: Bool = false, image: Image, in assets: AssetStore) -> TextureID {
        if let known = textures[file]?[blurred] { return known }
        let id = assets.add(image)
        textures[file, default: [:]][blurred] = id
        return id
    }

    /// Lets every texture go from `assets`.
    mutating func releaseAll(from assets: AssetStore) {
        assets.release(textures.values.flatMap(\.values))
        textures.removeAll()
    }
}
