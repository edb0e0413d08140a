// A scene imports Engine alone: the engine's own modules come with it.
@_exported import Core
@_exported import ECS
@_exported import Imaging
@_exported import Physics
