import Foundation
import Testing

/// Saves into a profile on a full disk and on a read-only file system: the scene says the save
/// failed, the session ends normally, and the saves made before are left byte for byte.
///
/// The faults are real file systems: a small `tmpfs` filled up, and a read-only bind mount, each
/// mounted in a private user and mount namespace (`unshare -rm`), so no root is needed and
/// nothing outside the test sees them.
@Suite(.enabled(if: MountNamespace.isAvailable, "unshare -rm (user namespaces) is not available here"), .offPool)
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

    /// The watch log's diary is a database: where its folder cannot be written (read-only, or a
    /// full disk) the scene opens it read-only, shows its entries, says so, and changes nothing.
    @Test(arguments: [("read-only", "mount --bind \"$P\" \"$P\" && mount -o remount,bind,ro \"$P\"", "Read-only file system"),
                      ("full", "dd if=/dev/zero of=\"$P/filler\" bs=4k 2> /dev/null", "No space left on device")])
    func theWatchLogReadsADiaryItCannotWrite(fault: String, breaking: String, reason: String) throws {
        let profile = try DioramaProcess.temporaryDirectory()
        let scene = SavingScene(id: "watch-log", arguments: ["--ticks", "3"], failure: "")
        let outcome = try runInNamespace(profile: profile, scene: scene, fault: """
            mount -t tmpfs -o size=512k tmpfs "$P"
            "$B" run watch-log --ticks 3 --param sample=5 --profile "$P" > /dev/null || exit 90
            """ + "\n" + Self.snapshot + breaking)
        #expect(outcome.status == 0, "the fault could not be set up (\(outcome.status)): \(outcome.stderr)")
        let parts = outcome.stdout.components(separatedBy: "----\n")
        try #require(parts.count == 3, "unexpected output: \(outcome.stdout) \(outcome.stderr)")
        #expect(parts[1].contains("status: 0") && parts[1].contains("entries: 5"), "\(fault): \(parts[1]) \(outcome.stderr)")
        #expect(parts[1].contains("read_only: \(reason)"), "\(fault): \(parts[1])")
        // The diary itself; a full disk may leave SQLite's -shm and an empty -wal, which it rebuilds.
        let diary = { (listing: String) in listing.split(separator: "\n").filter { $0.hasSuffix("watchlog.sqlite") } }
        #expect(diary(parts[0]).count == 1 && diary(parts[0]) == diary(parts[2]),
                "\(fault): the diary changed:\n\(parts[0])\nagainst\n\(parts[2])")
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
