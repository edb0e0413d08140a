import Engine

/// Scripts take their screenshots with the offscreen backend: `render(_:images:)` is the
/// protocol's one requirement.
extension OffscreenBackend: FrameRenderer {}
