/// What a state tree says of its objects and arrays when they are folded.
enum StateTreeStrings {
    static func fields(_ count: Int) -> String { count == 1 ? "1 field" : "\(count) fields" }

    static func elements(_ count: Int) -> String { count == 1 ? "1 element" : "\(count) elements" }

    static func tooDeep(_ depth: Int) -> String { "nested more than \(depth) levels deep" }
}
