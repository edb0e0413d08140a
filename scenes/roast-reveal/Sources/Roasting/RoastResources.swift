import Engine

/// Where the roast scene's data files are (`data/`), travelling with the module.
public enum RoastResources {
    /// The module's resources: `data/grammar/`, `data/strings/`, `data/collections.yml`, `data/safety.yml`.
    public static let bundled = SceneResources(bundle: .module)
}
