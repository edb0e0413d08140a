import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

extension JUnitReport {
    /// The report in JUnit XML `data` (as `xml` writes it, or any JUnit file of `testcase`
    /// elements): every case's file (its `file` attribute, else its classname and name), time,
    /// and failure message and text. The suite's name is `name`.
    /// - Throws: `JUnitReadError` naming `file` when the data is not well-formed XML (a report
    ///   cut short included: the cases it lost might have failed) or has no `testsuite`.
    public init(xml data: Data, name: String, file: String) throws {
        let reader = CaseReader()
        let parser = XMLParser(data: data)
        parser.delegate = reader
        // Foundation's parser can report success for a document that ends mid-element, so the
        // errors it passes to the delegate decide, not only what `parse()` returns.
        let parsed = parser.parse()
        if let error = reader.error ?? parser.parserError.map({ XMLError(code: ($0 as NSError).code, line: parser.lineNumber,
                                                                         column: parser.columnNumber) }) {
            throw JUnitReadError(file: file, line: error.line, reason: error.description)
        }
        guard parsed else {
            throw JUnitReadError(file: file, line: parser.lineNumber, reason: "the XML parser stopped before the end")
        }
        guard reader.sawSuite else { throw JUnitReadError(file: file, line: parser.lineNumber, reason: "no testsuite element") }
        self.init(name: name, cases: reader.cases)
    }
}

/// Where and how a report's XML first broke.
private struct XMLError: CustomStringConvertible {
    /// The parser's error code (libxml2's, on Linux).
    var code: Int
    var line: Int
    var column: Int

    var description: String {
        "not well-formed XML (parser error \(code) at line \(line), column \(column)); a report cut short or damaged "
            + "may have lost failing cases, so it is not merged"
    }
}

/// A JUnit file that could not be read.
public struct JUnitReadError: Error, CustomStringConvertible {
    /// The report's path.
    public var file: String
    /// The 1-based line where reading stopped.
    public var line: Int
    /// What is wrong with it.
    public var reason: String
    /// `file:line: not a JUnit report: reason`.
    public var description: String { "\(file):\(line): not a JUnit report: \(reason)" }
}

/// Collects `testcase` elements as `XMLParser` goes through a document.
private final class CaseReader: NSObject, XMLParserDelegate {
    var cases: [JUnitReport.Case] = []
    /// Whether a `testsuites` or `testsuite` element came, as every JUnit report has.
    private(set) var sawSuite = false
    /// The first error the parser reported.
    private(set) var error: XMLError?
    private var inFailure = false

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
        if error == nil {
            error = XMLError(code: (parseError as NSError).code, line: parser.lineNumber, column: parser.columnNumber)
        }
    }

    func parser(_ parser: XMLParser, validationErrorOccurred validationError: Error) {
        self.parser(parser, parseErrorOccurred: validationError)
    }

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
