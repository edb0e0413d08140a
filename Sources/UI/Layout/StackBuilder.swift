/// Builds a stack's children from widgets, stacks and children listed one a line, with `if`,
/// `switch` and `for` among them.
@resultBuilder
public enum StackBuilder {
    /// A widget, as wide and high as it needs.
    public static func buildExpression(_ widget: Widget) -> [StackChild] { [widget.child] }
    /// Widgets, each as wide and high as it needs.
    public static func buildExpression(_ widgets: [Widget]) -> [StackChild] { widgets.map(\.child) }
    /// A stack inside this one, as wide and high as it needs.
    public static func buildExpression(_ stack: Stack) -> [StackChild] { [stack.child] }
    /// A child as it is.
    public static func buildExpression(_ child: StackChild) -> [StackChild] { [child] }
    /// Children as they are.
    public static func buildExpression(_ children: [StackChild]) -> [StackChild] { children }
    /// The children of each line, in order.
    public static func buildBlock(_ parts: [StackChild]...) -> [StackChild] { parts.flatMap { $0 } }
    /// The children of an `if` without `else` that held, or none.
    public static func buildOptional(_ part: [StackChild]?) -> [StackChild] { part ?? [] }
    /// The children of the first branch of an `if` or `switch`.
    public static func buildEither(first part: [StackChild]) -> [StackChild] { part }
    /// The children of the second branch of an `if` or `switch`.
    public static func buildEither(second part: [StackChild]) -> [StackChild] { part }
    /// The children of each pass of a `for`.
    public static func buildArray(_ parts: [[StackChild]]) -> [StackChild] { parts.flatMap { $0 } }
}
