import ArgumentParser

/// `diorama roast …`: the roast scene's command-line verbs, run outside any session.
public struct RoastCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "roast", abstract: RoastCommandStrings.abstract, subcommands: [Today.self, Share.self])

    public init() {}

    /// A profile or value a verb cannot use, in words that name the file or option.
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }
}

extension RoastLanguage: ExpressibleByArgument {}
extension RoastCategory: ExpressibleByArgument {}
extension ShareTemplate: ExpressibleByArgument {}
