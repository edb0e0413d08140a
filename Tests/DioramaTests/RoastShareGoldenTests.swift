import Engine
import Foundation
import Imaging
import RenderSDL
import RoastRevealScene
import SceneTestSupport
import Testing
import UI

/// Each share template rendered at full size by the offscreen backend, shrunk to a quarter and
/// compared with its golden, `scenes/roast-reveal/tests/goldens/share-TEMPLATE.png` (English and
/// Vietnamese, short and long roasts, every spice across the five).
///
/// With `DIORAMA_RECORD=1` the picture is recorded as the golden. On a mismatch the picture and
/// a diff are written beside it as `.actual.png` and `.diff.png`.
@Suite struct RoastShareGoldenTests {
    static let folder = projectRoot + "/scenes/roast-reveal/tests/goldens"

    static let contents: [ShareTemplate: ShareContent] = [
        .classic: ShareContent(text: "Your to-do list has its own to-do list, and it is behind too.", category: .workload, spice: 3,
                               language: .en),
        .minimal: ShareContent(text: "Ủa, deadline ngày mai vừa gọi. Nó bảo bạn coi mọi hạn chót như một lời gợi ý nhẹ nhàng, "
                                   + "và thật lòng mà nói? Được điểm phong cách đấy.", category: .deadlines, spice: 2, language: .vi),
        .vibrant: ShareContent(text: "You reply-all like it is a competitive sport and you are going for gold.", category: .email,
                               spice: 5, language: .en),
        .story: ShareContent(text: "Fun fact: your talent for panic-powered productivity is a cautionary tale new hires hear on "
                                 + "day one, and your calendar looks like a ransom note made of meeting invites nobody accepted. "
                                 + "Points for style, at least.", category: .meetings, spice: 4, language: .en),
        .square: ShareContent(text: "Cà phê là nhiên liệu, còn bạn là chiếc xe chưa bao giờ rời khỏi gara.", category: .coffee,
                              spice: 1, language: .vi),
    ]

    @Test(arguments: ShareTemplate.allCases)
    func theTemplateLooksAsItsGolden(_ template: ShareTemplate) throws {
        let strings = try RoastStrings(resources: RoastResources.bundled)
        let image = ShareImage(template, content: Self.contents[template]!, strings: strings, typesetter: try Typesetter.shared())
        let full = try image.rendered(with: { try OffscreenBackend(size: $0) })
        #expect(full.width == Int(template.size.x) && full.height == Int(template.size.y))
        // Halved twice, each step within what bilinear filtering shrinks cleanly.
        let half = full.scaled(width: full.width / 2, height: full.height / 2)
        let quarter = half.scaled(width: half.width / 2, height: half.height / 2)
        try check(quarter, named: "share-\(template.rawValue)")
    }

    /// Checks `image` against the golden `name`.png: at most 0.5 % of the pixels may have a
    /// channel more than 2 away.
    func check(_ image: Image, named name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let golden = "\(Self.folder)/\(name).png", actual = "\(Self.folder)/\(name).actual.png", diffPath = "\(Self.folder)/\(name).diff.png"
        if ProcessInfo.processInfo.environment["DIORAMA_RECORD"] == "1" {
            try image.writePNG(to: golden)
            for stale in [actual, diffPath] { try? FileManager.default.removeItem(atPath: stale) }
            return
        }
        guard FileManager.default.fileExists(atPath: golden) else {
            try image.writePNG(to: actual)
            Issue.record("no golden at \(golden); wrote \(actual). Run with DIORAMA_RECORD=1 to record it.", sourceLocation: sourceLocation)
            return
        }
        let diff = ImageDiff(image, against: try Image(contentsOfPNG: golden), tolerance: 2)
        if diff.isWithin(maxDifferingFraction: 0.005) {
            for stale in [actual, diffPath] { try? FileManager.default.removeItem(atPath: stale) }
            return
        }
        try image.writePNG(to: actual)
        try diff.diffImage?.writePNG(to: diffPath)
        Issue.record("\(name) differs from its golden: \(diff); see \(actual) and \(diffPath)", sourceLocation: sourceLocation)
    }
}
