import Engine
import UI

extension RoastTool {
    /// `share --template NAME --out FILE.png [--text "…"] [--category ID] [--spice N] [--lang LANG]`:
    /// renders one share image headless at full size. Without `--text` the roast is written by
    /// the offline generator (seed 1) for the category, spice and language.
    static let share = Verb(name: "share", usage: ShareToolStrings.usage) { arguments, context in
        let request = try ShareRequest(arguments)
        guard let makeRenderer = context.makeRenderer else { throw RoastToolError(ShareToolStrings.noRenderer) }
        let resources = RoastResources.bundled
        let strings = try RoastStrings(resources: resources)
        let text = try request.text ?? roastText(for: request, resources: resources, strings: strings)
        let content = ShareContent(text: text, category: request.category, spice: request.spice, language: request.language)
        let image = ShareImage(request.template, content: content, strings: strings, typesetter: try Typesetter.shared())
        do {
            try image.writePNG(to: request.output, with: makeRenderer)
        } catch let error as OutputFileError {
            throw RoastToolError(ShareToolStrings.cannotWrite(error.description))
        }
        return ShareToolStrings.written(request.output, template: request.template, textSize: image.textSize)
    }

    /// A roast from the offline generator and safety filter, seeded with 1, for `request`.
    private static func roastText(for request: ShareRequest, resources: SceneResources, strings: RoastStrings) throws -> String {
        let roaster = SafeRoaster(provider: try OfflineRoastGenerator(resources: resources),
                                  filter: try SafetyFilter(path: resources.path("data/safety.yml")), strings: strings)
        var random = RandomGenerator(seed: 1)
        return roaster.roast(for: RoastRequest(category: request.category, spice: request.spice, language: request.language),
                             random: &random).text
    }
}

/// `diorama roast share`'s command line, checked.
struct ShareRequest: Equatable {
    /// The longest `--text`, in characters: every template sets it at a readable size.
    static let maxTextLength = 500

    var template: ShareTemplate
    var output: String
    var text: String?
    var category = RoastCategory.deadlines
    var spice = 3
    var language = RoastLanguage.en

    /// The request `arguments` (after `share`) make.
    /// - Throws: `RoastToolError` naming the argument that is missing, unknown or out of range.
    init(_ arguments: [String]) throws {
        var template: ShareTemplate?, output: String?
        var rest = arguments[...]
        while let option = rest.popFirst() {
            guard ShareToolStrings.options.contains(option) else { throw RoastToolError(ShareToolStrings.unknownOption(option)) }
            guard let value = rest.popFirst() else { throw RoastToolError(ShareToolStrings.needsValue(option)) }
            switch option {
            case "--template":
                guard let named = ShareTemplate(rawValue: value) else { throw RoastToolError(ShareToolStrings.unknownTemplate(value)) }
                template = named
            case "--out":
                guard !value.isEmpty else { throw RoastToolError(ShareToolStrings.needsValue(option)) }
                output = value
            case "--text":
                let trimmed = value.trimmingCharacters(in: .whitespacesAndNewlines)
                guard !trimmed.isEmpty else { throw RoastToolError(ShareToolStrings.emptyText) }
                guard trimmed.count <= Self.maxTextLength else { throw RoastToolError(ShareToolStrings.longText(trimmed.count, Self.maxTextLength)) }
                text = trimmed
            case "--category":
                guard let named = RoastCategory(rawValue: value) else { throw RoastToolError(ShareToolStrings.unknownCategory(value)) }
                category = named
            case "--spice":
                guard let level = Int(value), RoastSpice.range.contains(level) else { throw RoastToolError(ShareToolStrings.badSpice(value)) }
                spice = level
            default:
                guard let named = RoastLanguage(rawValue: value) else { throw RoastToolError(ShareToolStrings.unknownLanguage(value)) }
                language = named
            }
        }
        guard let template else { throw RoastToolError(ShareToolStrings.missing("--template")) }
        guard let output else { throw RoastToolError(ShareToolStrings.missing("--out")) }
        self.template = template
        self.output = output
    }
}
