import ArgumentParser
import Engine

/// `diorama list`: the scenes this build hosts.
struct ListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: "List the scenes.")

    func run() {
        let infos = SceneCatalog.hosted.infos
        let width = infos.map(\.id.count).max() ?? 0
        for info in infos {
            print(info.id.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + info.summary)
            let nameWidth = info.parameters.map(\.name.count).max() ?? 0
            for parameter in info.parameters {
                let option = "--param \(parameter.name)=…".padding(toLength: nameWidth + 10, withPad: " ", startingAt: 0)
                print(String(repeating: " ", count: width + 2) + option + "  " + parameter.help)
            }
        }
    }
}
