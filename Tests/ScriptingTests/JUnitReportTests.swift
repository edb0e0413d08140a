import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@testable import Engine
@testable import Scripting

@Suite struct JUnitReportTests {
    @Test func countsTheCasesAndFailures() throws {
        let report = JUnitReport(name: "diorama test", cases: [
            JUnitReport.Case(file: "scenes/playground/tests/drop.yml", seconds: 0.25),
            JUnitReport.Case(file: "scenes/playground/tests/tilt.v2.yml", seconds: 1.5,
                             failure: "line 12, tick 240: probe bodies = 0, expected 1",
                             details: "  replay: scenes/playground/tests/tilt.v2.failed.replay"),
        ])
        let document = try XMLDocument(xmlString: report.xml)
        let suites = try #require(document.rootElement())
        #expect(suites.name == "testsuites")
        #expect(suites.attribute(forName: "tests")?.stringValue == "2")
        #expect(suites.attribute(forName: "failures")?.stringValue == "1")
        let suite = try #require(suites.elements(forName: "testsuite").first)
        #expect(suite.attribute(forName: "name")?.stringValue == "diorama test")
        #expect(suite.attribute(forName: "time")?.stringValue == "1.750")
        let cases = suite.elements(forName: "testcase")
        #expect(cases.map { $0.attribute(forName: "name")?.stringValue } == ["drop", "tilt.v2"])
        #expect(cases.map { $0.attribute(forName: "classname")?.stringValue }
                == ["scenes.playground.tests", "scenes.playground.tests"])
        #expect(cases[0].attribute(forName: "time")?.stringValue == "0.250")
        #expect(cases[0].elements(forName: "failure").isEmpty)
        let failure = try #require(cases[1].elements(forName: "failure").first)
        #expect(failure.attribute(forName: "message")?.stringValue == "line 12, tick 240: probe bodies = 0, expected 1")
        #expect(failure.stringValue == "  replay: scenes/playground/tests/tilt.v2.failed.replay")
    }

    @Test func escapesMarkupAndDropsWhatXMLCannotHold() throws {
        let nasty = "probe name = '<a & \"b\">'\nnext line\u{1}"
        let report = JUnitReport(name: "a<b", cases: [
            JUnitReport.Case(file: "x&y.yml", seconds: 0, failure: nasty, details: nasty),
        ])
        let document = try XMLDocument(xmlString: report.xml)
        let suite = try #require(document.rootElement()?.elements(forName: "testsuite").first)
        #expect(suite.attribute(forName: "name")?.stringValue == "a<b")
        let testcase = try #require(suite.elements(forName: "testcase").first)
        #expect(testcase.attribute(forName: "file")?.stringValue == "x&y.yml")
        let failure = try #require(testcase.elements(forName: "failure").first)
        #expect(failure.attribute(forName: "message")?.stringValue == "probe name = '<a & \"b\">'\nnext line")
        #expect(failure.stringValue == "probe name = '<a & \"b\">'\nnext line")
    }
}

@Suite struct JUnitReportReadingTests {
    /// A report of three cases whose last one failed.
    static let whole = JUnitReport(name: "diorama test", cases: [
        JUnitReport.Case(file: "a.yml", seconds: 0.5), JUnitReport.Case(file: "b.yml", seconds: 0.5),
        JUnitReport.Case(file: "c.yml", seconds: 0.5, failure: "line 3, tick 1: probe bodies = 3, expected 99"),
    ]).xml

    @Test func aWholeReportReadsBackWithItsFailure() throws {
        let report = try JUnitReport(xml: Data(Self.whole.utf8), name: "", file: "shard.xml")
        #expect(report.cases.map(\.file) == ["a.yml", "b.yml", "c.yml"])
        #expect(report.cases.map(\.failure) == [nil, nil, "line 3, tick 1: probe bodies = 3, expected 99"])
    }

    @Test func aReportCutShortAnywhereIsAnErrorNamingTheFile() throws {
        let bytes = Array(Self.whole.utf8)
        // Every cut before the closing tag, the one just before the failing case among them.
        let lastCase = try #require(Self.whole.range(of: "    <testcase classname=\"\" name=\"c\""))
        let cuts = [Self.whole.utf8.distance(from: Self.whole.startIndex, to: lastCase.lowerBound)]
            + Array(stride(from: 1, to: bytes.count - "</testsuites>\n".utf8.count, by: 7))
        for cut in cuts {
            let error = try #require(throws: JUnitReadError.self, "cut at byte \(cut)") {
                try JUnitReport(xml: Data(bytes[..<cut]), name: "", file: "shard-2.xml")
            }
            #expect(error.file == "shard-2.xml" && error.description.hasPrefix("shard-2.xml:"), "\(error)")
        }
    }

    @Test(arguments: ["<testsuites><testsuite></testsuites>", "<testsuites></testsuites><testsuites/>", "<testsuites>&bogus;</testsuites>",
                      "not xml at all", "<testsuites/>\u{0}"])
    func malformedXMLIsAnError(_ text: String) throws {
        let error = try #require(throws: JUnitReadError.self) { try JUnitReport(xml: Data(text.utf8), name: "", file: "r.xml") }
        #expect(error.reason.contains("not well-formed XML"), "\(error)")
    }
}
