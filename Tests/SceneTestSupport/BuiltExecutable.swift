import Foundation

/// Executables the build puts beside the test bundle (crash writers and the like).
public enum BuiltExecutable {
    /// The executable `name` in the build folder holding this test bundle, found by walking up
    /// from it (the bundle is a file on Linux, a folder holding the binary deeper on macOS).
    public static func named(_ name: String) -> URL {
        let bundle = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        var folder = bundle.deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: folder.appendingPathComponent(name).path), folder.path != "/" {
            folder.deleteLastPathComponent()
        }
        return folder.appendingPathComponent(name)
    }
}
