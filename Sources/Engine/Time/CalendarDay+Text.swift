/// A day as ISO 8601 writes a calendar date: `2026-11-23`.
extension CalendarDay: LosslessStringConvertible {
    /// The day as `yyyy-MM-dd`, e.g. `2026-11-23`.
    public var description: String {
        Self.padded(year, 4) + "-" + Self.padded(month, 2) + "-" + Self.padded(day, 2)
    }

    /// The day `text` writes as `yyyy-MM-dd` (ASCII digits, the year 0001 to 9999); nil unless it
    /// is of that form and names a real day.
    public init?(_ text: String) {
        let bytes = Array(text.utf8)
        guard bytes.count == 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"),
              let year = Self.number(bytes[0..<4]), let month = Self.number(bytes[5..<7]), let day = Self.number(bytes[8..<10])
        else { return nil }
        self.init(year: year, month: month, day: day)
        guard isValid else { return nil }
    }

    /// The number `digits` spell, or nil unless every one is an ASCII digit.
    static func number(_ digits: ArraySlice<UInt8>) -> Int? {
        var value = 0
        for digit in digits {
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(digit) else { return nil }
            value = value * 10 + Int(digit - UInt8(ascii: "0"))
        }
        return digits.isEmpty ? nil : value
    }

    /// `value` with zeros in front up to `width` digits (a minus sign before them when negative).
    static func padded(_ value: Int, _ width: Int) -> String {
        let digits = String(value.magnitude)
        return (value < 0 ? "-" : "") + String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
