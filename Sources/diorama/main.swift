import BuiltInScenes
import DioramaCLI

DioramaCommand.main(scenes: BuiltInScenes.all, verbs: BuiltInScenes.verbs)
