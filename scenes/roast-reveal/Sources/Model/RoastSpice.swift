/// The spice scale: 1 is a friendly tease, 5 has a real bite.
public enum RoastSpice {
    /// The levels the slider offers.
    public static let range = 1...5
}
