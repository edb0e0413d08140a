import CFreeType
import Engine
import Foundation
import Synchronization

/// Lays out every string Diorama shows, shaped with HarfBuzz on FreeType from the fixed font
/// files of `TextFace`, and rasterises its glyphs for renderers: deterministic and headless, so
/// layouts may feed simulated state (hit-testing, caret positions) and every picture of a text,
/// in a window or in a file, is drawn from the same glyphs.
///
/// Keeps each style's shaped words, the glyph bitmaps asked for and the layouts of short texts
/// (a screen sets the same labels every frame). Thread-safe: layouts and renderers on several
/// threads take turns.
///
/// `@unchecked Sendable`: its one mutable member, `fonts`, is read and written only inside
/// `lock.withLock`. The lock is an `NSLock` (a pthread mutex) rather than `Mutex`, because
/// ThreadSanitizer sees pthread mutexes but not the futex under `Synchronization.Mutex` on Linux,
/// and reports every access under a `Mutex` as a race (see README, "Threads"); this class is the
/// one every scene's session shares across threads, so it must stay clean under TSan.
public final class Typesetter: @unchecked Sendable {
    private let lock = NSLock()
    /// FreeType, its open faces and the measurements made so far; only under `lock`.
    private var fonts: Fonts

    private struct StyleKey: Hashable {
        var face: TextFace
        var size: Int
    }

    /// Everything a layout is made from, after clamping.
    private struct LayoutKey: Hashable {
        var text: ExactText
        var style: TextStyle
        var maxWidth: Double?
        var alignment: TextAlignment
        var maxLines: Int?
    }

    /// A string compared byte by byte. Swift's `==` holds canonically equivalent strings equal,
    /// and their layouts can differ (capping a long run of marks keeps them in the order given),
    /// so with it a kept layout would depend on which of two such strings came first.
    private struct ExactText: Hashable {
        var string: String

        static func == (a: ExactText, b: ExactText) -> Bool { a.string.utf8.elementsEqual(b.string.utf8) }

        /// The string's own hash: texts equal byte for byte are canonically equal, so they hash
        /// alike, and it is the fast path Swift keeps for strings.
        func hash(into hasher: inout Hasher) { hasher.combine(string) }
    }

    private struct GlyphKey: Hashable {
        var face: TextFace
        var size: Int
        var glyph: UInt32
    }

    /// What measuring needs and keeps.
    private struct Fonts {
        let library: FT_Library
        /// The open faces; emptied before `library` is freed.
        var files: [TextFace: FontFile]
        var styles: [StyleKey: StyleMetrics] = [:]
        /// The glyph bitmaps made so far (nil: the glyph draws nothing).
        var images: [GlyphKey: GlyphImage?] = [:]
        /// The layouts of short texts made so far.
        var layouts: [LayoutKey: TextLayout] = [:]
        /// The UTF-8 bytes of the texts in `layouts`: what their glyphs, offsets and caret stops
        /// grow with.
        var layoutTextBytes = 0

        /// The bitmap of `key`'s glyph, rasterised on first use.
        mutating func image(_ key: GlyphKey) -> GlyphImage? {
            if let known = images[key] { return known }
            let file = files[key.face]!
            var made: GlyphImage?
            if let strike = file.strikeSize {
                made = file.image(of: key.glyph, size: strike)?.scaled(by: Double(key.size) / Double(strike))
            } else {
                made = file.image(of: key.glyph, size: key.size)
            }
            if images.count >= Typesetter.imageLimit { images.removeAll(keepingCapacity: true) }
            images[key] = made
            return made
        }

        /// The measurements of `style`, made on first use.
        mutating func metrics(_ style: TextStyle) -> StyleMetrics {
            let key = StyleKey(face: style.weight.face, size: style.size)
            if let known = styles[key] { return known }
            let made = StyleMetrics(text: files[key.face]!, emoji: files[.emoji]!, size: key.size)
            styles[key] = made
            return made
        }
    }

    /// Opens every face of `TextFace` with FreeType.
    /// - Throws: `FontError` naming a font file that is missing or unreadable, and its package.
    public init() throws(FontError) {
        var library: FT_Library?
        let status = FT_Init_FreeType(&library)
        guard status == 0, let library else { throw FontError("FreeType cannot start (error \(status))") }
        var files: [TextFace: FontFile] = [:]
        do {
            for face in TextFace.allCases { files[face] = try FontFile(face, library: library) }
        } catch {
            files.removeAll()
            FT_Done_FreeType(library)
            throw error
        }
        fonts = Fonts(library: library, files: files)
    }

    deinit {
        fonts.styles.removeAll()
        fonts.images.removeAll()
        fonts.files.removeAll()
        FT_Done_FreeType(fonts.library)
    }

    /// The process's typesetter once opened (or the error opening it gave).
    private static let sharedResult = Mutex<Result<Typesetter, FontError>?>(nil)

    /// The typesetter of the process, opened on first use; later calls answer the same one (or
    /// the same error).
    /// - Throws: `FontError` when a font file is missing or unreadable.
    public static func shared() throws(FontError) -> Typesetter {
        try sharedResult.withLock { result in
            if result == nil {
                do throws(FontError) { result = .success(try Typesetter()) } catch { result = .failure(error) }
            }
            return result!
        }.get()
    }

    /// Lays out `text` in `style`: wrapped by words at `maxWidth` canvas pixels (nil or infinite:
    /// only at newlines), each line aligned by `alignment` in a box `maxWidth` wide (or as wide
    /// as the widest line), at most `maxLines` lines (nil: all), the last shown ending in "…"
    /// when text is left over.
    public func layout(_ text: String, style: TextStyle, maxWidth: Double? = nil,
                       alignment: TextAlignment = .left, maxLines: Int? = nil) -> TextLayout {
        let key = LayoutKey(text: ExactText(string: text), style: style.clamped, maxWidth: maxWidth.flatMap { $0.isFinite ? max(0, $0) : nil },
                            alignment: alignment, maxLines: maxLines.map { max(1, $0) })
        let bytes = text.utf8.count
        let kept = bytes <= Self.longestKeptText
        if kept, let known = lock.withLock({ fonts.layouts[key] }) { return known }
        let made = makeLayout(key)
        if kept {
            lock.withLock {
                if fonts.layouts.count >= Self.layoutLimit || fonts.layoutTextBytes + bytes > Self.keptTextBudget {
                    fonts.layouts.removeAll(keepingCapacity: true)
                    fonts.layoutTextBytes = 0
                }
                if fonts.layouts.updateValue(made, forKey: key) == nil { fonts.layoutTextBytes += bytes }
            }
        }
        return made
    }

    /// How many layouts are kept before the table starts afresh: a few screens' labels.
    static let layoutLimit = 4_096

    /// The most UTF-8 bytes of text whose layouts are kept before the table starts afresh: a
    /// layout holds some 50 bytes a character, so the table stays within a few MB.
    static let keptTextBudget = 128 * 1_024

    /// The longest text, in UTF-8 bytes, whose layout is kept; a longer one (a paragraph, or a
    /// hostile title) is laid out each time rather than held.
    static let longestKeptText = 512

    /// How many layouts are kept now, and the UTF-8 bytes of their texts.
    var keptLayouts: (count: Int, textBytes: Int) { lock.withLock { (fonts.layouts.count, fonts.layoutTextBytes) } }

    /// The layout `key` describes, made afresh.
    private func makeLayout(_ key: LayoutKey) -> TextLayout {
        // Text of stable scalars alone (most text) holds no marks and is in NFC already: one scan
        // settles both, and only other text is capped and normalised.
        let text = key.text.string
        let normalized = text.unicodeScalars.allSatisfy(Self.isStableInNFC) ? text : Self.nfc(Self.capped(text))
        let clusters = Array(normalized)
        var measured: [ClusterMetrics] = [], glyphs: [PlacedGlyph] = []
        let (ascent, descent, ellipsis) = lock.withLock {
            let metrics = fonts.metrics(key.style)
            metrics.measure(clusters, into: &measured, glyphs: &glyphs)
            return (metrics.ascent, metrics.descent, metrics.ellipsis)
        }
        let setting = LineSetting(clusters: clusters, metrics: measured, glyphs: glyphs, style: key.style, ascent: ascent,
                                  descent: descent, ellipsis: ellipsis, maxWidth: key.maxWidth,
                                  alignment: key.alignment, maxLines: key.maxLines)
        return setting.layout(text: normalized)
    }

    /// The pixel sizes glyphs are rasterised at; `glyphImage` clamps a size to them.
    public static let imageSizes = 1...2048

    /// How many glyph bitmaps are kept before the table starts afresh.
    static let imageLimit = 20_000

    /// Glyph `glyph` of `face` (an index a `TextRun` names) rasterised at `size` pixels per em
    /// (clamped to `imageSizes`) with the hinting layout measures with; emoji are their strike
    /// resampled to the size. Nil for a glyph that draws nothing (a space).
    public func glyphImage(_ glyph: UInt32, face: TextFace, size: Int) -> GlyphImage? {
        let key = GlyphKey(face: face, size: min(max(size, Self.imageSizes.lowerBound), Self.imageSizes.upperBound), glyph: glyph)
        return lock.withLock { fonts.image(key) }
    }

    /// `text` in Unicode normalisation form C, so precomposed and decomposed input (Vietnamese
    /// typed either way) set the same.
    /// The most marks (non-starters: scalars of a non-zero canonical combining class) one run
    /// keeps when laid out: 30, the limit of Unicode's stream-safe text format (UAX #15). More
    /// only pile up on one spot, and a title of 100,000 marks would make every frame that shows
    /// it slow.
    static let maxMarksInARun = 30

    /// `text` with each run of marks cut to `maxMarksInARun`. A mark never starts a cluster, so
    /// the clusters stay the same. Scalars are read once and grapheme breaking is not needed,
    /// which on such a run is what is slow.
    static func capped(_ text: String) -> String {
        var run = 0
        guard text.unicodeScalars.contains(where: { scalar in
            run = isMark(scalar) ? run + 1 : 0
            return run > maxMarksInARun
        }) else { return text }
        var kept = String.UnicodeScalarView()
        run = 0
        for scalar in text.unicodeScalars {
            run = isMark(scalar) ? run + 1 : 0
            if run <= maxMarksInARun { kept.append(scalar) }
        }
        return String(kept)
    }

    /// Whether `scalar` is a non-starter (below U+0300 there are none).
    private static func isMark(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value >= 0x300 && scalar.properties.canonicalCombiningClass != .notReordered
    }

    static func nfc(_ text: String) -> String {
        text.unicodeScalars.allSatisfy(isStableInNFC) ? text : text.precomposedStringWithCanonicalMapping
    }

    /// Whether `scalar` is left as it is by NFC wherever it stands: a starter (combining class 0)
    /// from a block that holds no canonical decompositions or compositions with what precedes it
    /// (Latin below U+0300, precomposed Latin such as Vietnamese letters, punctuation, arrows,
    /// symbols, dingbats, emoji and their selectors and tags). Others are normalised.
    static func isStableInNFC(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value < 0x300 { return true }
        let stableBlock = (0x1E00..<0x1F00).contains(value) || (0x2002..<0x20D0).contains(value)
            || (0x2190..<0x2329).contains(value) || (0x232B..<0x2ADC).contains(value) || (0x2ADD..<0x2C00).contains(value)
            || (0x1F000..<0x1FB00).contains(value) || value == 0x20E3 || value == 0xFE0E || value == 0xFE0F
            || (0xE0020..<0xE0080).contains(value)
        return stableBlock && scalar.properties.canonicalCombiningClass == .notReordered
    }
}
