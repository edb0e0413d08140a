import ArgumentParser
import Engine

/// `diorama list`: the scenes this build hosts.
struct ListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: "List the scenes.")

    func run() {
        let infos = SceneCatalog.diorama.infos
        let width = infos.map(\.id.count).max() ?? 0
        for info in infos {
            print(info.id.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + info.summary)
            for parameter in info.parameters {
                print(String(repeating: " ", count: width + 2) + "--param \(parameter.name)=…  \(parameter.help)")
            }
        }
    }
}
