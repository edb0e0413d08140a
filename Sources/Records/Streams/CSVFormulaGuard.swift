/// Keeps spreadsheets from running a CSV export's text as formulas, as OWASP advises against CSV
/// injection: a field that begins with `=`, `+`, `-`, `@`, a tab or a carriage return is written
/// with a `'` before it, which spreadsheets show as text and do not evaluate.
///
/// The change is reversible, so an import of the export gets the text back exactly: a field that
/// already begins with quotes before such a character gets one more quote, and the import takes
/// one quote off every field of that shape.
public enum CSVFormulaGuard {
    /// The characters a spreadsheet may read a formula (or a hidden one) from.
    public static let formulaStarts: Set<Character> = ["=", "+", "-", "@", "\t", "\r"]

    /// Whether `field` is quotes (none or more) then a formula character.
    public static func needsQuote(_ field: String) -> Bool {
        guard let first = field.first(where: { $0 != "'" }) else { return false }
        return formulaStarts.contains(first) || first == "\r\n"
    }

    /// `field` as the export writes it.
    public static func escaped(_ field: String) -> String {
        needsQuote(field) ? "'" + field : field
    }

    /// A field as it was before `escaped`.
    public static func unescaped(_ field: String) -> String {
        field.first == "'" && needsQuote(field) ? String(field.dropFirst()) : field
    }
}
