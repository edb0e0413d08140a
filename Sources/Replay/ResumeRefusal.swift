import Engine

/// Why a recorded session cannot go on in this build's code, which then starts the scene
/// afresh: the recorded input would mean something else to it.
public struct ResumeRefusal: Error, Equatable, CustomStringConvertible {
    /// What is wrong, for the user (`ReplayStrings`).
    public let description: String

    /// Makes a refusal saying `description`.
    public init(_ description: String) { self.description = description }

    /// Why the session `header` describes, recorded by code whose scene took the parameters
    /// `declaredBefore`, cannot go on in `catalog`'s code; nil when it can. It cannot when the
    /// scene is gone, its parameters changed (their meaning may have), it refuses the recorded
    /// ones, or its tick rate differs from the recording's.
    public static func check(_ header: ReplayHeader, declaredBefore: [String], catalog: SceneCatalog) -> ResumeRefusal? {
        guard let scene = catalog.scene(withID: header.scene) else { return ResumeRefusal(ReplayStrings.sceneGone(header.scene)) }
        let declared = scene.info.parameters.map(\.name)
        if Set(declared) != Set(declaredBefore) {
            return ResumeRefusal(ReplayStrings.parametersChanged(before: declaredBefore.sorted(), now: declared.sorted()))
        }
        do { try scene.info.checkParameters(header.parameters.keys) } catch {
            return ResumeRefusal(ReplayStrings.parametersRefused("\(error)"))
        }
        return nil
    }
}
