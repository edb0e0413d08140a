import Foundation
import Imaging
import Testing

/// `diorama run --record --with-states`, `replay --verify` naming the fields that differ, and
/// `replay --plot`, end to end.
@Suite(.offPool) struct ReplayDiagnosisCommandTests {
    /// A headless playground session of 300 ticks recorded to `dir/p.replay`, with states or not.
    private func record(in dir: String, withStates: Bool) throws -> String {
        let file = dir + "/p.replay"
        let r = try DioramaProcess.run(["run", "playground", "--ticks", "300", "--param", "bodies=12", "--record", file,
                                        "--profile", dir + "/profile"] + (withStates ? ["--with-states"] : []))
        #expect(r.status == 0, "\(r.stderr)")
        return file
    }

    /// `file` with the checkpoint after 120 ticks given another hash and its scene's `tilt`
    /// changed, in its digest and (when there is one) in its state.
    private func tamper(_ file: String) throws {
        let lines = try String(contentsOfFile: file, encoding: .utf8).split(separator: "\n").map { line -> String in
            guard var record = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
                  record["kind"] as? String == "checkpoint", record["tick"] as? Int == 120 else { return String(line) }
            record["hash"] = "0000000000000001"
            record["digests"] = (record["digests"] as? [[String]])?.map { $0[0] == "scene.tilt" ? [$0[0], "00000000"] : $0 }
            if var state = record["state"] as? [String: Any], var scene = state["scene"] as? [String: Any] {
                scene["tilt"] = 0.5
                state["scene"] = scene
                record["state"] = state
            }
            return String(decoding: try JSONSerialization.data(withJSONObject: record, options: [.sortedKeys]), as: UTF8.self)
        }
        try (lines.joined(separator: "\n") + "\n").write(toFile: file, atomically: true, encoding: .utf8)
    }

    @Test func aMismatchNamesTheFieldAndWithStatesItsValues() throws {
        for withStates in [false, true] {
            let dir = try DioramaProcess.temporaryDirectory()
            let file = try record(in: dir, withStates: withStates)
            let fine = try DioramaProcess.run(["replay", file, "--headless", "--verify"])
            #expect(fine.status == 0 && fine.stdout.contains("300 ticks match"), "\(fine.stderr)")
            try tamper(file)
            let failed = try DioramaProcess.run(["replay", file, "--headless", "--verify"])
            #expect(failed.status != 0)
            let expected = withStates ? "    scene.tilt: 0.5 → 0\n" : "    scene.tilt\n"
            #expect(failed.stderr.contains("after 120 ticks") && failed.stderr.contains(expected), "\(failed.stderr)")
        }
    }

    @Test func withStatesNeedsARecordFile() throws {
        let r = try DioramaProcess.run(["run", "playground", "--with-states"])
        #expect(r.status == 64 && r.stderr.contains("give --record FILE too"), "\(r.stderr)")
    }

    @Test func plotsProbesToAPNGAndRefusesOnesItCannotPlot() throws {
        let dir = try DioramaProcess.temporaryDirectory()
        let file = try record(in: dir, withStates: false)
        let out = dir + "/plot.png"
        let plotted = try DioramaProcess.run(["replay", file, "--plot", "bodies,awake,mean_x", "--out", out])
        #expect(plotted.status == 0 && plotted.stdout.contains("wrote \(out): bodies, awake, mean_x over 300 ticks"), "\(plotted.stderr)")
        let image = try Image(contentsOfPNG: out)
        #expect(image.width == 1280 && image.height == 720)

        let unknown = try DioramaProcess.run(["replay", file, "--plot", "bodies,bodys", "--out", out])
        #expect(unknown.status != 0 && unknown.stderr.contains("no probe 'bodys'; its probes are: tick, bodies,"), "\(unknown.stderr)")
        let noOut = try DioramaProcess.run(["replay", file, "--plot", "bodies"])
        #expect(noOut.status == 64 && noOut.stderr.contains("--plot needs --out"), "\(noOut.stderr)")
        let folder = try DioramaProcess.run(["replay", file, "--plot", "bodies", "--out", dir])
        #expect(folder.status != 0 && folder.stderr.contains("--out \(dir)"), "\(folder.stderr)")
    }
}
