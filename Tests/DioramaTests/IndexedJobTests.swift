import Foundation
import SceneTestSupport
import Testing

/// The Kubernetes Indexed Job example (examples/farm/kubernetes-indexed-job.yaml) run as its
/// pods would run it: its container's exact command once per completion index, each in a process
/// of its own with the environment Kubernetes gives an indexed pod, and their reports merged;
/// the merge must be the report of one whole run.
@Suite(.offPool) struct IndexedJobTests {
    /// What the test reads from the Job's manifest.
    struct Job {
        /// `spec.completions`: how many pods run, indexed 0 to completions - 1.
        var completions: Int
        /// The container's `command` and `args`, as the pod runs them.
        var command: [String]
        /// Where the reports volume is mounted.
        var mountPath: String
        /// `metadata.name`, the start of each pod's host name.
        var name: String

        /// The Job in the manifest at `path`, which has one container, `sh -c` and one argument.
        init(manifest path: String) throws {
            let text = try String(contentsOfFile: path, encoding: .utf8)
            func value(_ key: String) throws -> String {
                let match = try #require(text.firstMatch(of: try Regex("\n *\(key): *([^\n]+)")), "no '\(key):' in \(path)")
                return String(try #require(match.output[1].substring)).trimmingCharacters(in: .whitespaces)
            }
            completions = try #require(Int(try value("completions")))
            let mount = try #require(text.firstMatch(of: try Regex("mountPath: *([^ ,}\n]+)")), "no volume mount in \(path)")
            mountPath = String(try #require(mount.output[1].substring))
            name = try value("name")
            let shell = try value("command")
            #expect(shell == #"["sh", "-c"]"#, "the test runs the container's command as `sh -c`")
            let args = try #require(text.firstMatch(of: try Regex("\n *args:\n *- ([^\n]+)")), "no args in \(path)")
            command = ["/bin/sh", "-c", String(try #require(args.output[1].substring))]
        }
    }

    /// A checkout-like folder (what `diorama test` runs with no paths: scenes/*/tests/*.yml) of
    /// `count` one-tick playground scripts, the second of which fails.
    func checkout(scripts count: Int) throws -> String {
        let folder = try DioramaProcess.temporaryDirectory()
        let tests = folder + "/scenes/playground/tests"
        try FileManager.default.createDirectory(atPath: tests, withIntermediateDirectories: true)
        for number in 0..<count {
            let bodies = number == 1 ? 99 : 3
            try "scene: playground\nparameters: { bodies: 3 }\nsteps:\n  - run: 1\n  - expect: { probe: bodies, equals: \(bodies) }\n"
                .write(toFile: "\(tests)/s\(number).yml", atomically: true, encoding: .utf8)
        }
        return folder
    }

    /// A JUnit report without its timings, which differ from run to run.
    func untimed(_ report: String) throws -> String {
        try String(contentsOfFile: report, encoding: .utf8).replacingOccurrences(of: #" time="[0-9.]+""#, with: "",
                                                                                 options: .regularExpression)
    }

    @Test func theIndexedJobsPodsTogetherReportWhatOneWholeRunDoes() throws {
        let job = try Job(manifest: projectRoot + "/examples/farm/kubernetes-indexed-job.yaml")
        try #require(job.completions >= 2 && job.command[2].contains("$((JOB_COMPLETION_INDEX"), "\(job)")
        let checkout = try checkout(scripts: 2 * job.completions + 3)
        defer { ScratchFolders.remove(checkout) }
        let reports = checkout + "/reports"
        try FileManager.default.createDirectory(atPath: reports, withIntermediateDirectories: true)
        // The pod's volume is mounted at mountPath; here a folder stands in for it.
        let command = job.command.map { $0.replacingOccurrences(of: job.mountPath, with: reports) }
        let binaries = DioramaProcess.executable.deletingLastPathComponent().path
        let path = binaries + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        var statuses: [Int32] = []
        for index in 0..<job.completions {
            // What Kubernetes sets in an Indexed Job's pod (the index also names the host).
            let pod = ["JOB_COMPLETION_INDEX": String(index), "HOSTNAME": "\(job.name)-\(index)-x7k2p", "PATH": path]
            let run = try DioramaProcess.run(Array(command.dropFirst()), environment: pod, binary: URL(fileURLWithPath: command[0]),
                                             directory: checkout)
            statuses.append(run.status)
        }
        #expect(statuses.filter { $0 != 0 }.count == 1, "only the pod with the failing script fails: \(statuses)")
        let shards = (1...job.completions).map { "\(reports)/shard-\($0).xml" }
        #expect(shards.allSatisfy { FileManager.default.fileExists(atPath: $0) }, "every pod wrote its report")

        let merged = checkout + "/merged.xml", whole = checkout + "/whole.xml"
        let merge = try DioramaProcess.run(["junit", "merge", merged] + shards)
        #expect(merge.status == 1 && merge.stdout == "\(2 * job.completions + 3) tests, 1 failed\n", "\(merge.stdout)\(merge.stderr)")
        let one = try DioramaProcess.run(["test", "--jobs", "1", "--junit", whole], directory: checkout)
        #expect(one.status == 1, "\(one.stdout)\(one.stderr)")
        #expect(try untimed(merged) == (try untimed(whole)))
    }
}
