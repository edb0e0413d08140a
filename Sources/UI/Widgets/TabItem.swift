/// One tab of a tab bar: the icon drawn over its title.
public struct TabItem: Sendable, Hashable {
    public var title: String
    public var icon: Icon

    public init(_ title: String, icon: Icon) { self.title = title; self.icon = icon }
}
