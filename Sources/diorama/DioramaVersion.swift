/// The engine's version, as `diorama --version` prints it and replays record it.
enum DioramaVersion {
    static let string = "0.1.0"
}
