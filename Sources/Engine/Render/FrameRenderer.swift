/// Turns a frame's draw list into pixels without a window: what scripts take screenshots with.
///
/// The engine does not render; a backend does (RenderSDL's `OffscreenBackend` conforms).
public protocol FrameRenderer: AnyObject {
    /// Renders `list`, finding its textures in `images`, and returns the pixels.
    /// - Throws: when the backend cannot draw.
    func render(_ list: DrawList, images: ImageSource) throws -> Image
}

/// Makes a renderer for a canvas of the given size in canvas pixels, rendering one pixel per
/// canvas pixel: how a host hands scenes and scene tools an offscreen backend (scenes may not
/// import one). Each call makes a renderer of its own, so one may be used on another thread.
/// - Throws: when the backend cannot start.
public typealias FrameRendererFactory = @Sendable (Vec2) throws -> any FrameRenderer
