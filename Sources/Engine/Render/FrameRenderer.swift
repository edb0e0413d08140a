/// Turns a frame's draw list into pixels without a window: what scripts take screenshots with.
///
/// The engine does not render; a backend does (RenderSDL's `OffscreenBackend` conforms).
public protocol FrameRenderer: AnyObject {
    /// Renders `list`, finding its textures in `images`, and returns the pixels.
    /// - Throws: when the backend cannot draw.
    func render(_ list: DrawList, images: ImageSource) throws -> Image
}
