import BuiltInScenes
import DioramaCLI

DioramaCommand.main(scenes: BuiltInScenes.all, tools: BuiltInScenes.tools)
