import Core

/// Where a window host draws its own overlays over a scene (the PAUSED banner, the F2
/// frame-time graph): a band across the 720 × 1280 canvas, in canvas pixels, that scenes keep
/// their buttons out of. It sits under the sticker jar's button row and above the launcher's
/// cards, the jar's picker grid and the shears intro's buttons.
public enum HostOverlay {
    /// The band, in canvas pixels.
    public static let band = Rect(x: 0, y: 176, width: 720, height: 88)
}
