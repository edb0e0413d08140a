import Foundation
import Testing

/// Saves into a profile on a full disk and on a read-only file system: the scene says the save
/// failed, the session ends normally, and the saves made before are left byte for byte.
///
/// The faults are real file systems: a small `tmpfs` filled up, and a read-only bind mount, each
/// mounted in a private user and mount namespace (`unshare -rm`), so no root is needed and
/// nothing outside the test sees them.
@Suite(.enabled(if: MountNamespace.isAvailable, "unshare -rm (user namespaces) is not available here"))
struct ProfileFaultTests {
    /// A scene that saves, how to make it save again, and the message its failed save shows.
    struct SavingScene: CustomTestStringConvertible, Sendable {
        var id: String
        /// Arguments to `diorama run` after the first, writable session, that make it save again.
        var arguments: [String]
        /// The start of the scene's message for a failed save (the probe `message`).
        var failure: String
        var testDescription: String { id }
    }

    static let scenes = [
        // The starter stickers fall after the first save, so the periodic save at tick 600 differs.
        SavingScene(id: "sticker-jar", arguments: ["--ticks", "700"], failure: "message: Cannot save the jar: "),
        // A new photo changes the draft, which autosaves at once.
        SavingScene(id: "editor-canvas", arguments: ["--ticks", "30", "--param", "photo=\(StickerCommandTests.photos)/banana-plain.png"],
                    failure: "message: The draft could not be saved: "),
    ]

    @Test(arguments: scenes)
    func aFullDiskKeepsTheOldSave(scene: SavingScene) throws {
        let profile = try DioramaProcess.temporaryDirectory()
        let outcome = try runInNamespace(profile: profile, scene: scene, fault: """
            mount -t tmpfs -o size=256k tmpfs "$P"
            "$B" run \(scene.id) --ticks 3 --profile "$P" > /dev/null || exit 90
            """ + "\n" + Self.snapshot + """
            dd if=/dev/zero of="$P/filler" bs=4k 2> /dev/null
            [ "$(df --output=avail "$P" | tail -1 | tr -d ' ')" = 0 ] || exit 91
            """)
        try check(outcome, scene: scene, reason: "No space left on device")
    }

    @Test(arguments: scenes)
    func aReadOnlyProfileKeepsTheOldSave(scene: SavingScene) throws {
        let profile = try DioramaProcess.temporaryDirectory()
        let outcome = try runInNamespace(profile: profile, scene: scene, fault: """
            "$B" run \(scene.id) --ticks 3 --profile "$P" > /dev/null || exit 90
            """ + "\n" + Self.snapshot + """
            mount --bind "$P" "$P" && mount -o remount,bind,ro "$P"
            """)
        try check(outcome, scene: scene, reason: "Read-only file system")
    }

    /// Shell lines that print the checksums of every saved file (`before`), then a marker.
    private static let snapshot = """
        find "$P" -type f -exec md5sum {} + | sort
        echo ----

        """

    /// Runs `fault` (which makes the first save and breaks the profile), then the scene again
    /// with `scene.arguments`, then the checksums again, all in one private namespace.
    private func runInNamespace(profile: String, scene: SavingScene, fault: String) throws -> DioramaProcess.Result {
        let script = """
            set -u
            \(fault)
            "$B" run \(scene.id) --profile "$P" \(scene.arguments.map { "'\($0)'" }.joined(separator: " "))
            echo "status: $?"
            echo ----
            find "$P" -type f ! -name filler -exec md5sum {} + | sort
            """
        return try DioramaProcess.run(["-rm", "sh", "-c", script],
                                      environment: ["B": DioramaProcess.releaseExecutable.path, "P": profile],
                                      binary: URL(fileURLWithPath: "/usr/bin/unshare"))
    }

    /// The second session ended normally, showed its failed save naming the file and `reason`,
    /// and every file saved before is unchanged.
    private func check(_ outcome: DioramaProcess.Result, scene: SavingScene, reason: String) throws {
        #expect(outcome.status == 0, "the fault could not be set up (\(outcome.status)): \(outcome.stderr)")
        let parts = outcome.stdout.components(separatedBy: "----\n")
        try #require(parts.count == 3, "unexpected output: \(outcome.stdout) \(outcome.stderr)")
        let (before, session, after) = (parts[0], parts[1], parts[2])
        #expect(session.contains("status: 0"), "the session did not end normally: \(session) \(outcome.stderr)")
        let message = session.split(separator: "\n").first { $0.hasPrefix("message: ") } ?? ""
        #expect(message.hasPrefix(scene.failure) && message.hasSuffix(reason), "no message of the failed save: \(message)")
        #expect(!before.isEmpty && before == after, "the saves changed:\n\(before)\nagainst\n\(after)")
    }
}
