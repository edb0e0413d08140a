import Foundation
import Testing

/// `diorama test` and `diorama replay --verify` with `--shard K/N --jobs N`, and `diorama junit
/// merge`, as a farm of machines uses them.
@Suite(.offPool) struct TestShardingTests {
    /// A folder of `count` one-tick playground scripts, the last of which fails.
    func scripts(_ count: Int) throws -> String {
        let folder = try DioramaProcess.temporaryDirectory()
        for number in 0..<count {
            let bodies = number == count - 1 ? 99 : 3
            try "scene: playground\nparameters: { bodies: 3 }\nsteps:\n  - run: 1\n  - expect: { probe: bodies, equals: \(bodies) }\n"
                .write(toFile: "\(folder)/s\(number).yml", atomically: true, encoding: .utf8)
        }
        return folder
    }

    /// The files a JUnit report lists.
    func files(in report: String) throws -> Set<String> {
        let text = try String(contentsOfFile: report, encoding: .utf8)
        return Set(text.split(separator: "\"").enumerated().compactMap { index, part in
            index > 0 && text.split(separator: "\"")[index - 1].hasSuffix("file=") ? String(part) : nil
        })
    }

    func run(_ arguments: [String]) throws -> DioramaProcess.Result {
        try DioramaProcess.run(["test"] + arguments, binary: DioramaProcess.releaseExecutable)
    }

    @Test func threeShardsRunEveryScriptOnceAndTheirMergeIsTheWholeRun() throws {
        let folder = try scripts(9)
        var shards: [Set<String>] = []
        for k in 1...3 {
            let report = "\(folder)/shard\(k).xml"
            _ = try run([folder, "--shard", "\(k)/3", "--junit", report])
            shards.append(try files(in: report))
        }
        let whole = "\(folder)/whole.xml"
        #expect(try run([folder, "--junit", whole]).status == 1, "the last script fails")
        #expect(shards.map(\.count).reduce(0, +) == 9, "\(shards.map(\.count))")
        #expect(shards[0].union(shards[1]).union(shards[2]) == (try files(in: whole)))
        #expect(shards[0].isDisjoint(with: shards[1]) && shards[1].isDisjoint(with: shards[2]) && shards[0].isDisjoint(with: shards[2]))

        let merged = "\(folder)/merged.xml"
        let merge = try DioramaProcess.run(["junit", "merge", merged] + (1...3).map { "\(folder)/shard\($0).xml" },
                                           binary: DioramaProcess.releaseExecutable)
        #expect(merge.status == 1 && merge.stdout == "9 tests, 1 failed\n", "\(merge.stdout) \(merge.stderr)")
        let text = try String(contentsOfFile: merged, encoding: .utf8)
        #expect(text.contains(#"<testsuites tests="9" failures="1">"#))
        #expect(text.contains("s8.yml") && text.contains("<failure message="), "the failure is kept")

        let busy = try #require(shards.firstIndex { !$0.isEmpty }) + 1
        let overlap = try DioramaProcess.run(["junit", "merge", merged, "\(folder)/shard\(busy).xml", "\(folder)/shard\(busy).xml"],
                                             binary: DioramaProcess.releaseExecutable)
        #expect(overlap.status == 1 && overlap.stderr.contains("the shards overlap"), "\(overlap.stderr)")
    }

    @Test func aShardReportCutShortIsRefusedNamingItAndNothingIsMerged() throws {
        let folder = try DioramaProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let whole = #"""
            <?xml version="1.0" encoding="UTF-8"?>
            <testsuites tests="2" failures="1">
              <testsuite name="diorama test" tests="2" failures="1" errors="0" skipped="0" time="1.000">
                <testcase classname="" name="a" file="a.yml" time="0.500"/>
                <testcase classname="" name="b" file="b.yml" time="0.500">
                  <failure message="line 3, tick 1: probe bodies = 3, expected 99"></failure>
                </testcase>
              </testsuite>
            </testsuites>

            """#
        try whole.write(toFile: "\(folder)/whole.xml", atomically: true, encoding: .utf8)
        let cut = try #require(whole.range(of: "    <testcase classname=\"\" name=\"b\""))
        try String(whole[..<cut.lowerBound]).write(toFile: "\(folder)/cut.xml", atomically: true, encoding: .utf8)
        let merge = try DioramaProcess.run(["junit", "merge", "\(folder)/merged.xml", "\(folder)/cut.xml"])
        #expect(merge.status == 1 && merge.stderr.contains("\(folder)/cut.xml:") && merge.stderr.contains("not well-formed XML"),
                "\(merge.stdout) \(merge.stderr)")
        #expect(!FileManager.default.fileExists(atPath: "\(folder)/merged.xml"))
        let full = try DioramaProcess.run(["junit", "merge", "\(folder)/merged.xml", "\(folder)/whole.xml"])
        #expect(full.status == 1 && full.stdout == "2 tests, 1 failed\n", "\(full.stdout) \(full.stderr)")
    }

    @Test func aScriptStaysInItsShardWhateverElseIsInTheSet() throws {
        let folder = try scripts(6)
        func shardOf(_ name: String, in paths: [String]) throws -> Int? {
            for k in 1...4 where try run(paths + ["--shard", "\(k)/4"]).stdout.contains(name) { return k }
            return nil
        }
        let alone = try shardOf("s2.yml", in: ["\(folder)/s2.yml"])
        let among = try shardOf("s2.yml", in: ["\(folder)/s0.yml", "\(folder)/s1.yml", "\(folder)/s2.yml", "\(folder)/s3.yml"])
        #expect(alone != nil && alone == among)
    }

    @Test func replaysAreVerifiedInSharesAndTheTamperedOneFails() throws {
        let scripts = try scripts(5), replays = try DioramaProcess.temporaryDirectory()
        for number in 0..<4 {
            _ = try run(["\(scripts)/s\(number).yml", "--replay-out", "\(replays)/r\(number).replay"])
        }
        let good = try String(contentsOfFile: "\(replays)/r0.replay", encoding: .utf8)
        try good.replacingOccurrences(of: #""hash":"[0-9a-f]{16}""#, with: #""hash":"0000000000000000""#, options: .regularExpression)
            .write(toFile: "\(replays)/tampered.replay", atomically: true, encoding: .utf8)
        func verify(_ arguments: [String]) throws -> DioramaProcess.Result {
            try DioramaProcess.run(["replay", replays, "--headless", "--verify"] + arguments, binary: DioramaProcess.releaseExecutable)
        }
        let whole = try verify(["--jobs", "2", "--junit", "\(replays)/whole.xml"])
        #expect(whole.status == 1 && whole.stdout.hasSuffix("4 verified, 1 failed\n"), "\(whole.stdout) \(whole.stderr)")
        #expect(whole.stdout.contains("FAIL \(replays)/tampered.replay: replay does not match"))
        var shares: [Set<String>] = []
        for k in 1...2 {
            _ = try verify(["--shard", "\(k)/2", "--junit", "\(replays)/share\(k).xml"])
            shares.append(try files(in: "\(replays)/share\(k).xml"))
        }
        let all = try files(in: "\(replays)/whole.xml")
        #expect(all.count == 5 && shares[0].isDisjoint(with: shares[1]) && shares[0].union(shares[1]) == all)
        #expect(try verify(["--profile", replays]).status == 64, "--profile is for one replay")
    }

    @Test func scriptsRunInParallelPrintAsIfRunOneAtATime() throws {
        let folder = try scripts(6)
        let serial = try run([folder, "--jobs", "1"]), parallel = try run([folder, "--jobs", "3"])
        #expect(serial.status == 1 && parallel.status == 1)
        #expect(parallel.stdout == serial.stdout, "\(parallel.stdout)\nagainst\n\(serial.stdout)")
        #expect(parallel.stdout.hasSuffix("5 passed, 1 failed\n"))
        for bad in ["0", "257", "x"] {
            #expect(try run([folder, "--jobs", bad]).status == 64, "--jobs \(bad)")
        }
        for bad in ["0/3", "4/3", "1/0", "3", "a/b", "-1/2"] {
            #expect(try run([folder, "--shard", bad]).status == 64, "--shard \(bad)")
        }
    }
}
