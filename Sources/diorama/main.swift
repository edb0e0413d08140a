import BuiltInScenes
import DioramaCLI
import Foundation

if let status = BuiltInTools.run(Array(CommandLine.arguments.dropFirst())) { exit(status) }
DioramaCommand.main(scenes: BuiltInScenes.all)
