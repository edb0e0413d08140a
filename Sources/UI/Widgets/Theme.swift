import Engine

/// The look every widget of a scene shares: colours, type, spacing, corner radii and the
/// smallest target a finger or pointer gets. One value per scene.
public struct Theme: Sendable, Hashable {
    /// The colours widgets are drawn in.
    public var palette: Palette
    /// A section's or screen's title (bold 48 px in the standard theme).
    public var title: TextStyle
    /// A group's headline.
    public var headline: TextStyle
    /// Labels and values beside controls.
    public var body: TextStyle
    /// Small print: section names, hints, values.
    public var caption: TextStyle
    /// Text on buttons and segments.
    public var button: TextStyle
    /// The layout grid, in canvas pixels: every gap and size is a multiple of it.
    public var grid: Double
    /// The corner radius of buttons, fields and segmented controls, in canvas pixels.
    public var cornerRadius: Double
    /// The smallest width and height a pointer target gets, in canvas pixels.
    public var minimumTarget: Double
    /// The focus ring's width and its gap from the widget's edge, in canvas pixels.
    public var focusRingWidth: Double, focusRingGap: Double

    /// Makes a theme; the grid, corner radius, minimum target and focus ring sizes are in canvas pixels.
    public init(palette: Palette = .dark, title: TextStyle = TypeScale.title, headline: TextStyle = TypeScale.headline,
                body: TextStyle = TypeScale.body, caption: TextStyle = TypeScale.caption,
                button: TextStyle = TypeScale.button, grid: Double = 8, cornerRadius: Double = 16,
                minimumTarget: Double = 44, focusRingWidth: Double = 4, focusRingGap: Double = 4) {
        self.palette = palette
        self.title = title; self.headline = headline; self.body = body; self.caption = caption; self.button = button
        self.grid = grid; self.cornerRadius = cornerRadius; self.minimumTarget = minimumTarget
        self.focusRingWidth = focusRingWidth; self.focusRingGap = focusRingGap
    }

    /// `steps` grid units, in canvas pixels: `theme.spacing(2)` is 16 px on the 8-px grid.
    public func spacing(_ steps: Double) -> Double { steps * grid }

    /// The standard dark theme for the 720 × 1280 canvas.
    public static let standard = Theme()
}
