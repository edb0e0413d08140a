import Core

/// One storage's entities and components in dense order, as a single value for
/// `StateHashingEncoder`: each entity's index and generation, then its component, so the
/// storage is hashed with one encoder rather than one per component.
///
/// It reads the storage's arrays in place, so it lives only while the storage is not changed.
struct DenseContents<Component: Encodable>: Encodable {
    /// The entities that carry the component, in dense order.
    let entities: UnsafeBufferPointer<Entity>
    /// Their components, in the same order.
    let components: UnsafeBufferPointer<Component>

    func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        // Indices rather than `zip`: this runs unspecialized (through `Encodable`), where each
        // step of a zipped iterator looks its generic type up at run time.
        for i in 0..<entities.count {
            try container.encode(entities[i].index)
            try container.encode(entities[i].generation)
            try container.encode(components[i])
        }
    }
}
