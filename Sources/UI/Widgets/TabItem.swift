/// One tab of a tab bar: the icon drawn over its title.
public struct TabItem: Sendable, Hashable {
    /// The tab's title, under the icon.
    public var title: String
    /// The icon, over the title.
    public var icon: Icon

    /// Makes a tab of `icon` over `title`.
    public init(_ title: String, icon: Icon) { self.title = title; self.icon = icon }
}
