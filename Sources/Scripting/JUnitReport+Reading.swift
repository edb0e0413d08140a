import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

extension JUnitReport {
    /// The report in JUnit XML `data` (as `xml` writes it, or any JUnit file of `testcase`
    /// elements): every case's file (its `file` attribute, else its classname and name), time,
    /// and failure message and text. The suite's name is `name`.
    /// - Throws: `JUnitReadError` naming `file` when the data is not well-formed XML.
    public init(xml data: Data, name: String, file: String) throws {
        let reader = CaseReader()
        let parser = XMLParser(data: data)
        parser.delegate = reader
        guard parser.parse(), reader.sawSuite else {
            throw JUnitReadError(file: file, line: parser.lineNumber,
                                 reason: parser.parserError.map { "\($0.localizedDescription)" } ?? "no testsuite element")
        }
        self.init(name: name, cases: reader.cases)
    }
}

/// A JUnit file that could not be read.
public struct JUnitReadError: Error, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var reason: String
    public var description: String { "\(file):\(line): not a JUnit report: \(reason)" }
}

/// Collects `testcase` elements as `XMLParser` goes through a document.
private final class CaseReader: NSObject, XMLParserDelegate {
    var cases: [JUnitReport.Case] = []
    /// Whether a `testsuites` or `testsuite` element came, as every JUnit report has.
    private(set) var sawSuite = false
    private var inFailure = false

    func parser(_ parser: XMLParser, didStartElement element: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]) {
        switch element {
        case "testsuites", "testsuite":
            sawSuite = true
        case "testcase":
            let file = attributes["file"] ?? [attributes["classname"], attributes["name"]].compactMap { $0 }.joined(separator: "/")
            let seconds = attributes["time"].flatMap(Double.init).flatMap { $0.isFinite && $0 >= 0 ? $0 : nil } ?? 0
            cases.append(JUnitReport.Case(file: file, seconds: seconds))
        case "failure", "error":
            guard !cases.isEmpty else { return }
            cases[cases.count - 1].failure = attributes["message"] ?? element
            inFailure = true
        default:
            break
        }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if inFailure, !cases.isEmpty { cases[cases.count - 1].details += string }
    }

    func parser(_ parser: XMLParser, didEndElement element: String, namespaceURI: String?, qualifiedName: String?) {
        if element == "failure" || element == "error" { inFailure = false }
    }
}
