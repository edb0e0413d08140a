import Foundation
import Replay

/// The probe names of a `diorama replay --plot` value.
enum ProbePlotNames {
    /// The names in `option`: comma-separated, each trimmed, none empty or twice, at most
    /// `ProbeSeries.maxProbes`.
    /// - Throws: `CommandError` saying what is wrong.
    static func parse(_ option: String) throws -> [String] {
        let names = option.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        guard !names.contains(where: \.isEmpty) else { throw CommandError(CLIStrings.emptyPlotName(option)) }
        guard Set(names).count == names.count else { throw CommandError(CLIStrings.repeatedPlotName(option)) }
        guard names.count <= ProbeSeries.maxProbes else { throw CommandError(CLIStrings.tooManyPlotNames(names.count, most: ProbeSeries.maxProbes)) }
        return names
    }
}
