import Engine
import Foundation
import Imaging
import Testing

@Suite(.offPool) struct CommandLineTests {
    @Test func listsTheScenes() throws {
        let r = try DioramaProcess.run(["list"])
        #expect(r.status == 0)
        #expect(r.stdout.contains("playground"))
        #expect(r.stdout.contains("launcher"))
    }

    @Test func rendersHeadlessWithoutADisplay() throws {
        let dir = try DioramaProcess.temporaryDirectory()
        let out = dir + "/p.png"
        let r = try DioramaProcess.run(["render", "playground", "--ticks", "120", "--param", "bodies=30", "--out", out,
                                        "--profile", dir + "/profile"])
        #expect(r.status == 0, "\(r.stderr)")
        let image = try Image(contentsOfPNG: out)
        #expect(image.width == 720 && image.height == 1280)
        // Not a blank frame: the playground's bodies put many distinct colours on it.
        var colours = Set<UInt32>()
        for y in stride(from: 0, to: image.height, by: 8) {
            for x in stride(from: 0, to: image.width, by: 8) {
                let c = image[x: x, y: y]
                colours.insert(UInt32(c.r) << 16 | UInt32(c.g) << 8 | UInt32(c.b))
            }
        }
        #expect(colours.count > 8)
    }

    @Test func sameSeedSameHashInSeparateProcesses() throws {
        let args = ["run", "playground", "--ticks", "600", "--seed", "7", "--param", "bodies=80", "--profile",
                    try DioramaProcess.temporaryDirectory()]
        let a = try DioramaProcess.run(args), b = try DioramaProcess.run(args)
        #expect(a.status == 0 && b.status == 0)
        let hashA = a.stdout.split(separator: "\n").first { $0.hasPrefix("hash: ") }
        #expect(hashA != nil)
        #expect(hashA == b.stdout.split(separator: "\n").first { $0.hasPrefix("hash: ") })
        #expect(a.stdout.contains("bodies: 80"))
        let other = try DioramaProcess.run(["run", "playground", "--ticks", "600", "--seed", "8", "--param", "bodies=80",
                                            "--profile", try DioramaProcess.temporaryDirectory()])
        #expect(other.stdout.split(separator: "\n").first { $0.hasPrefix("hash: ") } != hashA)
    }

    @Test func playWithoutADisplayPointsToRender() throws {
        let r = try DioramaProcess.run(["play", "playground"])
        #expect(r.status != 0)
        #expect(r.stderr.contains("no display"))
        #expect(r.stderr.contains("diorama render playground"))
    }

    @Test func recordingTheLauncherIsRefusedWithTheWayToRecordAScene() throws {
        for option in ["--record", "--record-script"] {
            let file = NSTemporaryDirectory() + "never-\(UUID().uuidString)"
            for arguments in [["play", option, file], ["play", "launcher", option, file]] {
                let result = try DioramaProcess.run(arguments)
                #expect(result.status == 64 && result.stderr.contains("name the scene, e.g. diorama play playground \(option) FILE"),
                        "\(arguments): \(result.stderr)")
                #expect(!FileManager.default.fileExists(atPath: file))
            }
        }
    }

    @Test func tickCountsOutOfRangeAreRefusedNamingTheRange() throws {
        for command in ["run", "render"] {
            let out = command == "render" ? ["--out", NSTemporaryDirectory() + "never.png"] : []
            for ticks in ["9223372036854775808", "5184001", "-5", "-99999999999999999999"] {
                let result = try DioramaProcess.run([command, "playground", "--ticks", ticks] + out)
                #expect(result.status == 64 && result.stderr.contains("--ticks \(ticks) is out of range: give 0 to 5184000 ticks"),
                        "\(command) --ticks \(ticks): \(result.stderr)")
            }
        }
    }

    @Test func anEmptyProfileOrNoHomeIsRefusedNotAFolderAtTheRoot() throws {
        let empty = try DioramaProcess.run(["run", "playground", "--ticks", "1", "--profile", ""])
        #expect(empty.status == 64 && empty.stderr.contains("--profile is empty"), "\(empty.stderr)")
        let homeless = try DioramaProcess.run(["run", "playground", "--ticks", "1"], environment: ["HOME": "", "XDG_DATA_HOME": ""])
        #expect(homeless.status == 1 && homeless.stderr.contains("neither HOME nor XDG_DATA_HOME"), "\(homeless.stderr)")
    }

    @Test func unknownSceneIsAnErrorNamingTheScenes() throws {
        let r = try DioramaProcess.run(["render", "jar", "--out", "/tmp/x.png"])
        #expect(r.status != 0)
        #expect(r.stderr.contains("unknown scene 'jar'"))
        #expect(r.stderr.contains("playground"))
    }

    @Test func badParameterIsAnError() throws {
        let r = try DioramaProcess.run(["run", "playground", "--param", "bodies"])
        #expect(r.status != 0)
        #expect(r.stderr.contains("key=value"))
    }

    @Test func unwritableOutputIsAnErrorNamingTheFile() throws {
        let r = try DioramaProcess.run(["render", "playground", "--ticks", "1", "--out", "/nonexistent-dir/p.png"])
        #expect(r.status != 0)
        #expect(r.stderr.contains("/nonexistent-dir/p.png"))
    }
}

@Suite(.offPool) struct SceneParameterCommandLineTests {
    @Test func anUnknownParameterIsRefusedListingTheKnownOnes() throws {
        let r = try DioramaProcess.run(["run", "playground", "--param", "bogus=1", "--ticks", "1",
                                        "--profile", try DioramaProcess.temporaryDirectory()])
        #expect(r.status != 0)
        #expect(r.stderr.contains("the scene 'playground' has no parameter 'bogus'; its parameters are: bodies ("), "\(r.stderr)")
        #expect(r.stdout.isEmpty, "refused before the scene starts")
    }

    @Test func playRefusesThemBeforeLookingForADisplay() throws {
        let r = try DioramaProcess.run(["play", "sticker-jar", "--param", "bodies=3"])
        #expect(r.status != 0)
        #expect(r.stderr.contains("the scene 'sticker-jar' has no parameter 'bodies'; its parameters are: stickers ("))
        let next = try DioramaProcess.run(["play", "playground", "--next", "sticker-jar"])
        #expect(next.stderr.contains("the scene 'playground' has no parameter 'next'"), "only the shears intro hands over")
    }

    @Test func aReplayWithAnUnknownParameterIsRefusedNamingTheFile() throws {
        let file = try DioramaProcess.temporaryDirectory() + "/bogus.replay"
        let header = #"{"kind":"header","build":"debug","checkpointInterval":60,"engine":"\#(EngineVersion.string)","format":1,"#
            + #""parameters":{"bogus":"1"},"saves":{},"scene":"playground","seed":5,"tickRate":60}"#
        try (header + "\n").write(toFile: file, atomically: true, encoding: .utf8)
        let r = try DioramaProcess.run(["replay", file, "--headless", "--verify"])
        #expect(r.status != 0)
        #expect(r.stderr.contains("\(file):1: the scene 'playground' has no parameter 'bogus'; its parameters are: bodies ("),
                "\(r.stderr)")
    }

    @Test func listShowsEachScenesParameters() throws {
        let r = try DioramaProcess.run(["list"])
        #expect(r.stdout.contains("--param bodies=…"))
        #expect(r.stdout.contains("--param stickers=…"))
        #expect(r.stdout.contains("--param pose=…"))
    }
}
