/// Measures text as the renderer will draw it, so host overlays can size boxes to their text.
package protocol TextMeasuring {
    /// The width of `text` on one line at `size` pixels, in canvas pixels.
    func width(of text: String, size: Double) -> Double
    /// The distance from one line to the next at `size` pixels, in canvas pixels.
    func lineHeight(size: Double) -> Double
}
