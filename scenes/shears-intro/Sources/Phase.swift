/// Where the intro is.
enum Phase: String, CaseIterable, Codable {
    /// No input: the scissors float and turn slowly.
    case idle
    /// The pointer holds the scissors and turns them.
    case dragging
    /// Let go with a flick: they keep turning and slow down.
    case spinning
    /// A button was pressed: the blades snip twice.
    case cutting
    /// They are thrown off the stage.
    case flying
    /// Gone; the next scene has been asked for.
    case done
}
