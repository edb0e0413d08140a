import Core

extension SceneRunner {
    /// The session at this tick as the inspector shows it: every part the state hash covers
    /// (`sessionStateTree()`), with the probes beside them. A part that cannot be encoded shows
    /// why instead.
    public func inspectionTree() -> StateTree {
        let session: [StateTree.Field]
        do { session = try sessionStateTree().children.map { StateTree.Field(name: $0.name, value: $0.value) } } catch {
            session = [StateTree.Field(name: InspectionSection.scene.name, value: .text("\(error)"))]
        }
        let probes = StateTree.object(probes().entries.map { name, value in
            let leaf: StateTree = switch value {
            case .int(let n): .number(String(n))
            case .double(let x): .number(x.description)
            case .bool(let flag): .bool(flag)
            case .string(let text): .text(text)
            case .vec2(let v): .array([.number(v.x.description), .number(v.y.description)])
            }
            return StateTree.Field(name: name, value: leaf)
        })
        return .object(session + [StateTree.Field(name: InspectionSection.probes.name, value: probes)])
    }
}
