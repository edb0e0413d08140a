import ArgumentParser
import Engine
import UI

extension RoastCommand {
    /// `diorama roast share --template NAME --out FILE.png [--text "…"] [--category ID] [--spice N]
    /// [--lang en|vi]`: renders one share image headless at full size. Without `--text` the roast
    /// is written by the offline generator (seed 1) for the category, spice and language.
    struct Share: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: ShareToolStrings.abstract)

        /// The longest `--text`, in characters: every template sets it at a readable size.
        static let maxTextLength = 500

        @Option(help: ArgumentHelp(ShareToolStrings.templateHelp, valueName: "template"))
        var template: ShareTemplate

        @Option(help: ArgumentHelp(ShareToolStrings.outHelp, valueName: "file.png"))
        var out: String

        @Option(help: ArgumentHelp(ShareToolStrings.textHelp, valueName: "text"))
        var text: String?

        @Option(help: ArgumentHelp(ShareToolStrings.categoryHelp, valueName: "id"))
        var category = RoastCategory.deadlines

        @Option(help: ArgumentHelp(ShareToolStrings.spiceHelp, valueName: "1-5"))
        var spice = 3

        @Option(help: ArgumentHelp(ShareToolStrings.languageHelp, valueName: "en|vi"))
        var lang = RoastLanguage.en

        /// The roast's words as given, trimmed; nil without `--text`.
        var words: String? { text?.trimmingCharacters(in: .whitespacesAndNewlines) }

        func validate() throws {
            guard !out.isEmpty else { throw ValidationError(ShareToolStrings.needsValue("--out")) }
            guard RoastSpice.range.contains(spice) else { throw ValidationError(ShareToolStrings.badSpice(String(spice))) }
            if let words {
                guard !words.isEmpty else { throw ValidationError(ShareToolStrings.emptyText) }
                guard words.count <= Self.maxTextLength else {
                    throw ValidationError(ShareToolStrings.longText(words.count, Self.maxTextLength))
                }
            }
        }

        func run() throws {
            guard let makeRenderer = OffscreenRenderers.factory else { throw Failure(description: ShareToolStrings.noRenderer) }
            print(try render(with: makeRenderer))
        }

        /// Renders the image with `makeRenderer`'s renderers, writes it to `--out` and says what was written.
        /// - Throws: `Failure` naming `--out` when it cannot be written; `DataFileError` for the scene's data.
        func render(with makeRenderer: FrameRendererFactory) throws -> String {
            let resources = RoastResources.bundled
            let strings = try RoastStrings(resources: resources)
            let roast = try words ?? generatedRoast(resources: resources, strings: strings)
            let content = ShareContent(text: roast, category: category, spice: spice, language: lang)
            let image = ShareImage(template, content: content, strings: strings, typesetter: try Typesetter.shared())
            do {
                try image.writePNG(to: out, with: makeRenderer)
            } catch let error as OutputFileError {
                throw Failure(description: ShareToolStrings.cannotWrite(error.description))
            }
            return ShareToolStrings.written(out, template: template, textSize: image.textSize)
        }

        /// A roast from the offline generator and safety filter, seeded with 1.
        private func generatedRoast(resources: SceneResources, strings: RoastStrings) throws -> String {
            let roaster = try SafeRoaster.offline(resources: resources, strings: strings)
            var random = RandomGenerator(seed: 1)
            return roaster.roast(for: RoastRequest(category: category, spice: spice, language: lang), random: &random).text
        }
    }
}
