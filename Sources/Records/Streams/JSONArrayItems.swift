/// The items of one array in a JSON file's root object, read one at a time, and the root's other
/// members a reader was asked to keep.
public protocol JSONArrayItems {
    /// The next item as JSONSerialization gives it (an object is `[String: Any]`), nil after the
    /// last.
    /// - Throws: when the file cannot be read on as JSON.
    mutating func next() throws -> Any?
    /// The kept members of the root, as JSONSerialization gives them; all of them once `next()`
    /// has returned nil.
    var members: [String: Any] { get }
    /// Whether the root has the array; known once `next()` has returned nil.
    var hasArray: Bool { get }
}
