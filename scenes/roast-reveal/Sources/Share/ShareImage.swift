import Engine
import UI

/// A roast's share image in one template, as a draw list at the template's full size (one canvas
/// pixel a picture pixel), with the roast's words set in the largest type that fits their box.
///
/// A renderer turns it into pixels (`rendered(with:)`); the share sheet draws it scaled down as
/// its preview and thumbnails.
public struct ShareImage: Sendable {
    public let template: ShareTemplate
    /// What to draw, on a canvas of `template.size`.
    public let list: DrawList
    /// The roast's words as set in their box.
    let words: FittedText

    /// The image of `content` in `template`, its labels from `strings`.
    public init(_ template: ShareTemplate, content: ShareContent, strings: RoastStrings, typesetter: Typesetter) {
        self.template = template
        var painter = SharePainter(size: template.size, labels: ShareLabels(content, strings: strings), typesetter: typesetter)
        words = switch template {
        case .classic: painter.classic()
        case .minimal: painter.minimal()
        case .vibrant: painter.vibrant()
        case .story: painter.story()
        case .square: painter.square()
        }
        list = painter.list
    }

    /// The type size the roast's words are set in, in pixels.
    public var textSize: Int { words.size }

    /// The image rendered by a renderer from `makeRenderer`, at full size.
    /// - Throws: what the renderer throws.
    public func rendered(with makeRenderer: FrameRendererFactory) throws -> Image {
        try makeRenderer(template.size).render(list, images: AssetStore(root: "/"))
    }
}

/// The words a share image shows besides the roast, in the content's language.
struct ShareLabels: Sendable {
    var text: String
    var category: String
    var categoryEmoji: String
    var spice: Int
    /// The spice level's name, e.g. "Spicy".
    var spiceName: String
    /// The app's name.
    var brand: String
    /// "made with Diorama".
    var madeWith: String

    init(_ content: ShareContent, strings: RoastStrings) {
        text = content.text
        category = strings.text(content.category.nameKey, in: content.language)
        categoryEmoji = content.category.emoji
        spice = min(max(content.spice, RoastSpice.range.lowerBound), RoastSpice.range.upperBound)
        spiceName = strings.text("generator.spice.\(spice)", in: content.language)
        brand = strings.text("app.title", in: content.language)
        madeWith = strings.text("share.madeWith", in: content.language)
    }
}
