import Engine
import Testing
import UI
@testable import RoastRevealScene

/// The share images: the roast's words set in the largest type that fits their box in every
/// template, whatever their length or language, and one file name per picture.
@Suite struct ShareImageTests {
    static let typesetter = try! Typesetter.shared()

    /// A short roast, the longest the command line takes, Vietnamese with stacked diacritics, and
    /// a word longer than any line.
    static let texts: [(String, RoastLanguage)] = [
        ("Your to-do list has a to-do list.", .en),
        (String(repeating: "Your calendar looks like a ransom note made of meeting invites nobody accepted. ",
                count: 7).prefix(RoastCommand.Share.maxTextLength).trimmingCharacters(in: .whitespaces), .en),
        ("Ủa, deadline ngày mai vừa gọi. Nó bảo bạn coi mọi hạn chót như một lời gợi ý nhẹ nhàng, và thật lòng mà nói? "
            + "Được điểm phong cách đấy. Ỗ Ẫ Ậ Ữ Ự Ỵ.", .vi),
        ("Supercalifragilisticexpialidociously-overcommitted-procrastination-champion-of-the-open-plan-office!", .en),
    ]

    static func image(_ template: ShareTemplate, _ text: String, _ language: RoastLanguage) -> ShareImage {
        ShareImage(template, content: ShareContent(text: text, category: .workLifeBalance, spice: 4, language: language),
                   strings: Fixtures.strings, typesetter: typesetter)
    }

    @Test(arguments: ShareTemplate.allCases)
    func theRoastFitsItsBoxWholeAtTheLargestSizeThatFits(_ template: ShareTemplate) {
        let canvas = Rect(origin: .zero, size: template.size)
        for (text, language) in Self.texts {
            let words = Self.image(template, text, language).words
            let frame = words.frame, box = words.box
            #expect(canvas.intersection(box) == box, "\(template): the box \(box) leaves the picture")
            #expect(frame.minX >= box.minX && frame.maxX <= box.maxX && frame.minY >= box.minY && frame.maxY <= box.maxY,
                    "\(template): \(text.prefix(20))… set in \(frame) leaves its box \(box)")
            #expect(!words.layout.isTruncated && words.layout.clusterCount == text.count, "\(template): text left out")
            #expect(FittedText.fits(words.layout, in: box))
            // Nothing larger fits: the size is the largest that does.
            for size in (words.size + 1)...max(words.size + 1, words.sizes.upperBound) where size <= words.sizes.upperBound {
                let larger = Self.typesetter.layout(text, style: FittedText.style(size: size, weight: words.layout.style.weight,
                                                                                  lineSpacing: words.lineSpacing),
                                                    maxWidth: box.width, alignment: .left)
                #expect(!FittedText.fits(larger, in: box), "\(template): \(size) px fits too, above \(words.size) px")
            }
        }
    }

    @Test(arguments: ShareTemplate.allCases)
    func aShortRoastIsSetLargeAndTheLongestStillReadably(_ template: ShareTemplate) {
        let short = Self.image(template, Self.texts[0].0, .en).textSize
        let longest = Self.image(template, Self.texts[1].0, .en).textSize
        #expect(short >= 80, "\(template): a short roast at \(short) px")
        #expect(longest >= 32 && longest < short, "\(template): the longest roast at \(longest) px")
    }

    @Test func fittingRefusesALineWiderThanTheBoxAndTextTallerThanIt() {
        let box = Rect(x: 0, y: 0, width: 200, height: 100)
        let style = FittedText.style(size: 40, weight: .regular, lineSpacing: 1.25)
        #expect(FittedText.fits(Self.typesetter.layout("Hi there", style: style, maxWidth: 200), in: box))
        #expect(!FittedText.fits(Self.typesetter.layout("Hi there", style: style, maxWidth: 200), in: Rect(x: 0, y: 0, width: 200, height: 49)))
        #expect(!FittedText.fits(Self.typesetter.layout("Hi there", style: style), in: Rect(x: 0, y: 0, width: 100, height: 100)))
        let fitted = FittedText("Hi there, you", in: box, weight: .regular, sizes: 1...200, lineSpacing: 1.25, alignment: .center,
                                typesetter: Self.typesetter)
        #expect(fitted.size > 20 && fitted.frame.maxY <= box.maxY && fitted.frame.maxX <= box.maxX)
    }

    @Test func theSpiceShowsAsFiveChilliesTheRestFaint() {
        for spice in RoastSpice.range {
            let image = ShareImage(.classic, content: ShareContent(text: "Hi", category: .coffee, spice: spice, language: .en),
                                   strings: Fixtures.strings, typesetter: Self.typesetter)
            let chillies = image.list.items.compactMap { item -> TextRun? in
                guard case .textRun(let run) = item.command, run.clusters == [Character(SharePainter.chilli)] else { return nil }
                return run
            }
            #expect(chillies.count == 5)
            #expect(chillies.filter { $0.color.a == 255 }.count == spice)
        }
    }

    @Test func theLabelsComeInTheContentsLanguage() {
        /// Every cluster drawn, in order (runs leave spaces out).
        func drawn(_ language: RoastLanguage) -> String {
            let image = ShareImage(.story, content: ShareContent(text: "Hi", category: .coffee, spice: 2, language: language),
                                   strings: Fixtures.strings, typesetter: Self.typesetter)
            return image.list.items.compactMap { item -> String? in
                guard case .textRun(let run) = item.command else { return nil }
                return String(run.clusters)
            }.joined()
        }
        for (language, labels) in [(RoastLanguage.en, ["Coffee", "Warm", "made with Diorama"]), (.vi, ["Cà phê", "Hơi cay", "tạo bằng Diorama"])] {
            for label in labels { #expect(drawn(language).contains(label.replacingOccurrences(of: " ", with: "")), "\(language): \(label)") }
        }
    }

    @Test func aPictureKeepsItsFileNameAndAnotherGetsAnother() {
        let content = ShareContent(text: "Hi", category: .coffee, spice: 2, language: .en)
        let name = ShareImage.fileName(.story, content: content)
        #expect(name.wholeMatch(of: try! Regex("roast-story-[0-9a-f]{10}[.]png")) != nil, "\(name)")
        #expect(ShareImage.fileName(.story, content: content) == name)
        var other = content
        other.spice = 3
        #expect(Set([name, ShareImage.fileName(.square, content: content), ShareImage.fileName(.story, content: other)]).count == 3)
    }
}
