/// A grammar file as written (`data/grammar/<language>.yml`), before `RoastGrammar` compiles it.
///
/// `rules` maps a rule's name to its alternatives; an alternative is a template string or a
/// mapping with `text`, and optionally `weight` (default 1), `spice: [min, max]` (default all
/// levels) and `flavors` (`gentle`, `savage`, `absurd`). A template's slots are `{rule}` or
/// `{rule|modifier|…}` with the modifiers `cap` (capitalise) and `a` (a/an, in languages with
/// articles). Slot names starting `topic.` are the request's category's rules
/// (`deadlines.habit`), `tone.` the mood's (`mood.roughDay.opener`, `mood.none.…` without a
/// mood), and `{body}` is `roast`, or `collection.<id>` for a themed request.
struct RoastGrammarFile: Decodable {
    struct Alternative: Decodable {
        var text: String
        var weight: Double = 1
        var spice: [Int]?
        var flavors: [RoastFlavor]?

        private enum Keys: String, CodingKey { case text, weight, spice, flavors }

        init(from decoder: any Decoder) throws {
            if let text = try? decoder.singleValueContainer().decode(String.self) {
                self.text = text
                return
            }
            let c = try decoder.container(keyedBy: Keys.self)
            text = try c.decode(String.self, forKey: .text)
            weight = try c.decodeIfPresent(Double.self, forKey: .weight) ?? 1
            spice = try c.decodeIfPresent([Int].self, forKey: .spice)
            flavors = try c.decodeIfPresent([RoastFlavor].self, forKey: .flavors)
        }
    }

    /// Whether the `a` modifier adds an article (English) or leaves the words alone (Vietnamese).
    var articles: Bool
    var rules: [String: [Alternative]]
}
