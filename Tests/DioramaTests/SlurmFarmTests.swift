import Foundation
import SceneTestSupport
import Testing

/// `tools/farm-slurm`: a single-node Slurm cluster runs the scripts as an array job, and the
/// merge of its tasks' reports is the report of one `--jobs 1` run.
@Suite(.offPool) struct SlurmFarmTests {
    /// Whether the farm can run here: it installs Slurm and munge with apt-get and runs their
    /// daemons, which needs root.
    static let canRun = getuid() == 0
        && ["/usr/sbin/slurmctld", "/usr/bin/apt-get"].contains { FileManager.default.isExecutableFile(atPath: $0) }

    @Test(.enabled(if: canRun, "tools/farm-slurm needs root, and Slurm installed or apt-get to install it"))
    func anArrayJobOnASingleNodeSlurmMergesToTheReportOfOneRun() throws {
        let folder = try DioramaProcess.temporaryDirectory()
        defer { ScratchFolders.remove(folder) }
        let scripts = folder + "/scripts"
        try FileManager.default.createDirectory(atPath: scripts, withIntermediateDirectories: true)
        for number in 0..<7 {
            let bodies = number == 4 ? 99 : 3
            try "scene: playground\nparameters: { bodies: 3 }\nsteps:\n  - run: 1\n  - expect: { probe: bodies, equals: \(bodies) }\n"
                .write(toFile: "\(scripts)/s\(number).yml", atomically: true, encoding: .utf8)
        }
        let farm = try DioramaProcess.run([projectRoot + "/tools/farm-slurm", "--shards", "3", "--out", folder + "/farm.xml",
                                           "--diorama", DioramaProcess.executable.path, scripts],
                                          binary: URL(fileURLWithPath: "/bin/bash"))
        #expect(farm.status == 1, "one script fails: \(farm.stdout)\(farm.stderr)")
        #expect(farm.stdout.contains("7 tests, 1 failed") && farm.stdout.contains("farm-slurm: 3 tasks of job"), "\(farm.stdout)")
        let one = try DioramaProcess.run(["test", scripts, "--jobs", "1", "--junit", folder + "/one.xml"])
        #expect(one.status == 1, "\(one.stdout)\(one.stderr)")
        func untimed(_ path: String) throws -> String {
            try String(contentsOfFile: path, encoding: .utf8).replacingOccurrences(of: #" time="[0-9.]+""#, with: "",
                                                                                  options: .regularExpression)
        }
        #expect(try untimed(folder + "/farm.xml") == (try untimed(folder + "/one.xml")))
    }
}
