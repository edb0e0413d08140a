import Foundation
import Imaging
import Testing

/// `tools/install` and `tools/uninstall`: an install into a fresh prefix runs without the checkout
/// (no project folder to find, no build folder to fall back on), brings its menu entry and icons,
/// and uninstalling leaves the prefix as it found it.
///
/// The tests install with `--no-build`, the release build `tools/test` makes before the tests:
/// `swift test` holds SwiftPM's lock on `.build` while they run, so the install's own
/// `swift build` would wait for it for ever.
@Suite(.serialized, .offPool) struct InstallTests {
    /// The package root: this file is `Tests/DioramaTests/InstallTests.swift`.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    /// The icon sizes `diorama-art icon` draws, in pixels.
    static let iconSizes = [16, 22, 24, 32, 48, 64, 128, 256]

    /// Whether this machine lets an unprivileged process mount over the checkout in a namespace of
    /// its own (some container sandboxes refuse user namespaces).
    static let canHideCheckout: Bool = {
        (try? run("/usr/bin/unshare", ["--user", "--map-root-user", "--mount", "true"]).status) == 0
    }()

    /// Runs `executable arguments…` and waits.
    static func run(_ executable: String, _ arguments: [String]) throws -> DioramaProcess.Result {
        try DioramaProcess.run(arguments, binary: URL(fileURLWithPath: executable))
    }

    /// Runs the installed `diorama arguments…` in `folder`, without `DIORAMA_ROOT`, and with the
    /// checkout hidden under an empty tmpfs when the machine allows it (`unshare`), so neither the
    /// project folder nor the SwiftPM build folder is there to read.
    static func runInstalled(_ binary: String, _ arguments: [String], in folder: String) throws -> DioramaProcess.Result {
        let script = """
            if [ "$HIDE" = 1 ]; then
              mount -t tmpfs tmpfs "$ROOT" || exit 90
              [ -e "$ROOT/Package.swift" ] && { echo "the checkout is still visible" >&2; exit 91; }
            fi
            cd "$FOLDER" && exec env -u DIORAMA_ROOT XDG_DATA_HOME="$FOLDER/data" "$@"
            """
        let shell = ["sh", "-c", script, "sh", binary] + arguments
        let command = canHideCheckout ? ["--user", "--map-root-user", "--mount"] + shell : Array(shell.dropFirst())
        return try DioramaProcess.run(command, environment: ["HIDE": canHideCheckout ? "1" : "0", "ROOT": root, "FOLDER": folder],
                                      binary: URL(fileURLWithPath: canHideCheckout ? "/usr/bin/unshare" : "/bin/sh"))
    }

    @Test func anInstallRunsWithoutTheCheckoutAndUninstallsWithoutATrace() throws {
        let temporary = try DioramaProcess.temporaryDirectory()
        let prefix = temporary + "/prefix", work = temporary + "/work"
        for folder in [prefix, work + "/goldens"] {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        }

        let install = try Self.run("/bin/bash", [Self.root + "/tools/install", "--no-build", "--prefix", prefix])
        try #require(install.status == 0, "\(install.stdout)\(install.stderr)")
        #expect(install.stdout.contains("tools/install: installed Diorama in \(prefix) "))

        // The command is a relative link to the real executable, which sits beside its resource bundles.
        let command = prefix + "/bin/diorama"
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: command) == "../lib/diorama/diorama")
        #expect(FileManager.default.isExecutableFile(atPath: prefix + "/lib/diorama/diorama"))

        // The menu entry: valid, starting the installed command, with the icon installed at every size.
        let entry = prefix + "/share/applications/diorama.desktop"
        let text = try String(contentsOfFile: entry, encoding: .utf8)
        for line in ["Type=Application", "Name=Diorama", "Exec=\(command)", "Icon=diorama", "Terminal=false",
                     "Categories=Game;Simulation;"] {
            #expect(text.contains("\n\(line)\n"), "\(entry) lacks \(line)")
        }
        let validate = try Self.run("/usr/bin/desktop-file-validate", [entry])
        #expect(validate.status == 0 && validate.stdout.isEmpty, "install desktop-file-utils (tools/setup does): \(validate.stdout)")
        for size in Self.iconSizes {
            let icon = try Image(contentsOfPNG: "\(prefix)/share/icons/hicolor/\(size)x\(size)/apps/diorama.png")
            #expect(icon.width == size && icon.height == size)
        }

        // The installed command works from a folder of its own, with the checkout out of reach.
        let list = try Self.runInstalled(command, ["list"], in: work)
        #expect(list.status == 0, "\(list.stderr)")
        #expect(list.stdout.contains("playground"))

        let render = try Self.runInstalled(command, ["render", "playground", "--ticks", "1", "--out", work + "/frame.png"], in: work)
        #expect(render.status == 0, "\(render.stderr)")
        let frame = try Image(contentsOfPNG: work + "/frame.png")
        #expect(frame.width == 720 && frame.height == 1280)
        // The sticker jar reads its data and art from its resource bundle, installed beside the binary.
        let jar = try Self.runInstalled(command, ["render", "sticker-jar", "--ticks", "30", "--param", "stickers=20",
                                                  "--profile", work + "/profile", "--out", work + "/jar.png"], in: work)
        #expect(jar.status == 0 && jar.stderr.isEmpty, "\(jar.stderr)")

        let scripts = Self.root + "/scenes/playground/tests"
        try FileManager.default.copyItem(atPath: scripts + "/settled.yml", toPath: work + "/settled.yml")
        try FileManager.default.copyItem(atPath: scripts + "/goldens/settled.png", toPath: work + "/goldens/settled.png")
        let test = try Self.runInstalled(command, ["test", work + "/settled.yml"], in: work)
        #expect(test.status == 0, "\(test.stdout)\(test.stderr)")
        #expect(test.stdout.hasSuffix("1 passed, 0 failed\n"), "\(test.stdout)")

        // Installing again replaces the install; uninstalling then leaves the prefix empty.
        let again = try Self.run("/bin/bash", [Self.root + "/tools/install", "--no-build", "--prefix", prefix])
        #expect(again.status == 0, "\(again.stdout)\(again.stderr)")
        #expect(again.stdout.contains("replacing the earlier install"))
        let uninstall = try Self.run("/bin/bash", [Self.root + "/tools/uninstall", "--prefix", prefix])
        #expect(uninstall.status == 0, "\(uninstall.stdout)\(uninstall.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: prefix) == [])

        let twice = try Self.run("/bin/bash", [Self.root + "/tools/uninstall", "--prefix", prefix])
        #expect(twice.status == 1)
        #expect(twice.stderr.contains("no install manifest at \(prefix)/lib/diorama/install-manifest"), "\(twice.stderr)")
    }

    @Test func uninstallKeepsFilesAndFoldersTheInstallDidNotMake() throws {
        let prefix = try DioramaProcess.temporaryDirectory()
        let mine = prefix + "/share/applications/mine.desktop"
        try FileManager.default.createDirectory(atPath: prefix + "/share/applications", withIntermediateDirectories: true)
        try "[Desktop Entry]\n".write(toFile: mine, atomically: true, encoding: .utf8)

        let install = try Self.run("/bin/bash", [Self.root + "/tools/install", "--no-build", "--prefix", prefix])
        try #require(install.status == 0, "\(install.stdout)\(install.stderr)")
        let note = prefix + "/lib/diorama/note.txt"
        try "mine\n".write(toFile: note, atomically: true, encoding: .utf8)
        let uninstall = try Self.run("/bin/bash", [Self.root + "/tools/uninstall", "--prefix", prefix])
        #expect(uninstall.status == 0, "\(uninstall.stderr)")
        #expect(uninstall.stdout.contains("kept \(prefix)/lib/diorama: it holds other files"))

        let left = FileManager.default.enumerator(atPath: prefix)?.allObjects as? [String] ?? []
        #expect(Set(left) == ["share", "share/applications", "share/applications/mine.desktop",
                              "lib", "lib/diorama", "lib/diorama/note.txt"])
    }

    @Test func aPrefixThatCannotBeMadeIsRefused() throws {
        let file = try DioramaProcess.temporaryDirectory() + "/file"
        try "".write(toFile: file, atomically: true, encoding: .utf8)
        let r = try Self.run("/bin/bash", [Self.root + "/tools/install", "--no-build", "--prefix", file + "/prefix"])
        #expect(r.status == 1)
        #expect(r.stderr == "tools/install: cannot install into \(file)/prefix: \(file) is not a folder\n")
    }
}
