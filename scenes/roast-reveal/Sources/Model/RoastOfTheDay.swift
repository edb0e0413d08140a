import Engine

/// The roast of the day: one roast per calendar day, the same all day and a
/// new one after midnight, drawn from a generator seeded by the day alone.
public enum RoastOfTheDay {
    /// The roast for `day` in `language` at `spice`, its category picked by the day too.
    public static func roast(on day: CalendarDay, language: RoastLanguage, spice: Int, roaster: SafeRoaster) -> Roast {
        var random = RandomGenerator(seed: UInt64(bitPattern: Int64(day.ordinal)) ^ 0x526F_6173_7444_6179)   // "RoastDay"
        let category = RoastCategory.allCases[random.next(in: 0...(RoastCategory.allCases.count - 1))]
        return roaster.roast(for: RoastRequest(category: category, spice: spice, language: language), random: &random)
    }
}
