import Foundation

/// Whole numbers as a language writes them for people, digits grouped: "10,000" in English,
/// "10.000" in Vietnamese. Every count a scene shows goes through it, so a translation needs no
/// code to group its digits.
public enum NumberText {
    /// `value` written for readers of the language `languageCode` (an ISO 639 code such as "en"
    /// or "vi"); an unknown code writes it as English does.
    public static func grouped(_ value: Int, languageCode: String = "en") -> String {
        value.formatted(.number.locale(Locale(identifier: languageCode)).grouping(.automatic))
    }
}
