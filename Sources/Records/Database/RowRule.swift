/// One rule each row of a table keeps, as SQL: the column it is about and the condition a row
/// that breaks it meets. `SchemaInspection` checks every row against them in one pass, so the
/// code that reads the rows can trust their types and ranges.
public struct RowRule: Sendable {
    /// The column, as the refusal names it.
    public var column: String
    /// An SQL condition true for a row that breaks the rule.
    public var brokenWhen: String

    /// A rule on `column` broken when `brokenWhen` holds.
    public init(column: String, brokenWhen: String) {
        self.column = column
        self.brokenWhen = brokenWhen
    }

    /// Text of at most `maxBytes` bytes of UTF-8 without a NUL, not empty when `nonEmpty`, NULL
    /// too when `optional`.
    public static func text(_ column: String, maxBytes: Int, nonEmpty: Bool = false, optional: Bool = false) -> RowRule {
        let blob = "CAST(\(column) AS BLOB)"
        let broken = "typeof(\(column)) != 'text' OR length(\(blob)) > \(maxBytes) OR instr(\(blob), x'00') > 0"
            + (nonEmpty ? " OR length(\(column)) = 0" : "")
        return RowRule(column: column, brokenWhen: optional ? "\(column) IS NOT NULL AND (\(broken))" : broken)
    }

    /// An integer in `range`, NULL too when `optional`.
    public static func integer(_ column: String, in range: ClosedRange<Int64>, optional: Bool = false) -> RowRule {
        let broken = "typeof(\(column)) != 'integer' OR \(column) NOT BETWEEN \(range.lowerBound) AND \(range.upperBound)"
        return RowRule(column: column, brokenWhen: optional ? "\(column) IS NOT NULL AND (\(broken))" : broken)
    }

    /// One of the texts `values` (plain words, written into the SQL as they are).
    public static func oneOf(_ column: String, _ values: [String]) -> RowRule {
        RowRule(column: column, brokenWhen: "typeof(\(column)) != 'text' OR \(column) NOT IN (\(values.map { "'\($0)'" }.joined(separator: ", ")))")
    }
}
