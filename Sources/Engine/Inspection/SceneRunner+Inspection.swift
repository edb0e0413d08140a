import Core
import ECS
import Physics

extension SceneRunner {
    /// The session at this tick as one tree, for the inspector: the scene's state, the
    /// registry's entities with their components, the physics bodies and the probes.
    public func inspectionTree() -> StateTree {
        .object([
            .init(name: InspectionSection.state.name, value: Self.tree { try scene.stateTree() }),
            .init(name: InspectionSection.entities.name, value: entitiesTree()),
            .init(name: InspectionSection.bodies.name, value: bodiesTree()),
            .init(name: InspectionSection.probes.name, value: probesTree()),
        ])
    }

    /// Each live entity, by its handle, with its components by type name.
    private func entitiesTree() -> StateTree {
        let registry = context.registry
        return .object(registry.entities.map { entity in
            .init(name: entity.description, value: .object(registry.components(of: entity).map { type, value in
                .init(name: type, value: Self.tree { try StateTree(encoding: value) })
            }))
        })
    }

    /// Each live body, in creation order, with its type, pose, velocities and whether it is awake.
    private func bodiesTree() -> StateTree {
        let physics = context.physics
        return .object(physics.bodyStates().map { body in
            .init(name: body.body.description, value: .object([
                .init(name: "type", value: .text("\(physics.bodyType(of: body.body))")),
                .init(name: "position", value: Self.leaf(body.position)),
                .init(name: "angle", value: .number(body.angle.description)),
                .init(name: "linearVelocity", value: Self.leaf(body.linearVelocity)),
                .init(name: "angularVelocity", value: .number(body.angularVelocity.description)),
                .init(name: "mass", value: .number(physics.mass(of: body.body).description)),
                .init(name: "awake", value: .bool(body.isAwake)),
            ]))
        })
    }

    /// Every probe in the order the scene reports them.
    private func probesTree() -> StateTree {
        .object(probes().entries.map { name, value in
            let leaf: StateTree = switch value {
            case .int(let n): .number(String(n))
            case .double(let x): .number(x.description)
            case .bool(let flag): .bool(flag)
            case .string(let text): .text(text)
            case .vec2(let v): Self.leaf(v)
            }
            return .init(name: name, value: leaf)
        })
    }

    private static func leaf(_ v: Vec2) -> StateTree { .array([.number(v.x.description), .number(v.y.description)]) }

    /// The tree `make` builds, or the reason it could not as text: an inspector shows what it can.
    private static func tree(_ make: () throws -> StateTree) -> StateTree {
        do { return try make() } catch { return .text("\(error)") }
    }
}
