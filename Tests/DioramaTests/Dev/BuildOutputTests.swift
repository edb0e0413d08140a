import Testing
@testable import DioramaCLI

@Suite struct BuildOutputTests {
    let root = "/home/me/space-race"

    @Test func progressLinesGiveTheStepAndTheCounts() {
        #expect(BuildOutput(line: "[12/345] Compiling SpaceRaceScene SpaceRaceScene.swift", root: root)
            == .progress(done: 12, total: 345, step: "Compiling SpaceRaceScene SpaceRaceScene.swift"))
        #expect(BuildOutput(line: "[1/1] Planning build", root: root) == .progress(done: 1, total: 1, step: "Planning build"))
    }

    @Test func compilerErrorsNameTheFileInsideThePackage() {
        let line = "/home/me/space-race/scenes/space-race/Sources/SpaceRaceScene.swift:31:30: error: cannot convert value of type 'String' to specified type 'Double'"
        #expect(BuildOutput(line: line, root: root)
            == .error("scenes/space-race/Sources/SpaceRaceScene.swift:31:30: cannot convert value of type 'String' to specified type 'Double'"))
        #expect(BuildOutput(line: "/elsewhere/A.swift:1:1: error: oops", root: root + "/") == .error("/elsewhere/A.swift:1:1: oops"))
    }

    @Test func swiftPMsOwnErrorsAreKeptButItsSummaryIsNot() {
        #expect(BuildOutput(line: "error: no executable product named 'x'", root: root) == .error("no executable product named 'x'"))
        #expect(BuildOutput(line: "error: emit-module command failed with exit code 1 (use -v to see invocation)", root: root) == .other)
    }

    @Test func warningsNotesAndExcerptsAreNotShown() {
        for line in ["/home/me/space-race/A.swift:3:7: warning: unused", "/home/me/space-race/A.swift:3:7: note: here",
                     "31 |     static let gravity: Double = \"x\"", "   |                        `- error: cannot convert", "[x/y] odd",
                     "Build complete! (3.2s)", ""] {
            #expect(BuildOutput(line: line, root: root) == .other, "\(line)")
        }
    }
}
