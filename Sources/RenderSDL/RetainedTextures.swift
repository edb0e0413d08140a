import CSDL2

/// A rendered texture and whatever its cache keeps beside it.
protocol TextureEntry {
    /// The SDL texture, destroyed when the entry is freed.
    var texture: OpaquePointer { get }
}

/// Textures rendered on first use and kept while they are drawn: an entry not drawn for
/// `retainedFrames` frames is freed, so memory follows what is on screen. The glyph cache keeps
/// its runs here.
struct RetainedTextures<Key: Hashable, Entry: TextureEntry>: ~Copyable {
    /// How many frames an undrawn entry is kept (two seconds at 60 frames a second).
    static var retainedFrames: Int { 120 }

    private var entries: [Key: (entry: Entry, lastFrame: Int)] = [:]
    private var frame = 0

    deinit {
        for held in entries.values { SDL_DestroyTexture(held.entry.texture) }
    }

    /// How many textures are held.
    var count: Int { entries.count }

    /// The entry for `key`, marked as drawn this frame; `render` makes it on first use (nil: the
    /// key draws nothing, and nothing is kept).
    mutating func entry(for key: Key, render: (Key) throws(RenderError) -> Entry?) throws(RenderError) -> Entry? {
        if let held = entries[key] {
            entries[key] = (held.entry, frame)
            return held.entry
        }
        guard let entry = try render(key) else { return nil }
        entries[key] = (entry, frame)
        return entry
    }

    /// Frees the entries not drawn in the last `retainedFrames` frames and starts a new frame.
    mutating func endFrame() {
        let oldest = frame - Self.retainedFrames
        for (key, held) in entries where held.lastFrame <= oldest {
            SDL_DestroyTexture(held.entry.texture)
            entries[key] = nil
        }
        frame += 1
    }
}
